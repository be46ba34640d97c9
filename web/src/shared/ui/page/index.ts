export { Hero } from './Hero';
export { Section } from './Section';
export { Card, CardGrid, Steps, Chips, Banner } from './Card';
export { default as pageStyles } from './Page.module.css';
