// jsdom lacks what react-router 7 needs (TextEncoder/TextDecoder); take Node's.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
