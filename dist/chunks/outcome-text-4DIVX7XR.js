import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  failOnNote,
  headline,
  labelFor,
  reasonText,
  shortReason
} from "./chunk-IDBO6PNN.js";
import "./chunk-A2TE6VD6.js";
import "./chunk-3Z46KVAJ.js";
import "./chunk-JNDSUM34.js";
export {
  failOnNote,
  headline,
  labelFor,
  reasonText,
  shortReason
};
