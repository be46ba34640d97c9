// An editor's picture is drawn the same by content blocks and by the features that show uploaded
// pictures (people's portraits and galleries): the component lives in shared/ui, so those features
// need not import the content feature (which draws their blocks).
export { ContentImage, pictureSource, type PictureSource } from '../../shared/ui/ContentImage';
