export { Hero } from './Hero';
export { PageIntro } from './PageIntro';
export { Section } from './Section';
export { Card, CardGrid, Steps, Chips, Banner } from './Card';
export { default as pageStyles } from './Page.module.css';
