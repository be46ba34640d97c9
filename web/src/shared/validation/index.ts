export { validateRule, validateValue, isEmpty, charLength, MESSAGES, RULES, type RuleSpec, type RuleArg } from './rules';
export {
  validatePdf,
  validateVideoLink,
  sanitizeCode,
  CODE_LENGTH,
  PDF_MAX_BYTES,
  PDF_TYPE_MESSAGE,
  PDF_SIZE_MESSAGE,
  VIDEO_URL_MESSAGE,
  VIDEO_MP4_MESSAGE,
  VIDEO_CAPTION,
  VIDEO_MAX_SECONDS,
} from './files';
