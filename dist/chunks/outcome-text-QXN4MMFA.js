import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  failOnNote,
  headline,
  labelFor,
  reasonText,
  shortReason
} from "./chunk-BL6DYRMY.js";
import "./chunk-LBFK2YH3.js";
import "./chunk-3Z46KVAJ.js";
import "./chunk-JNDSUM34.js";
export {
  failOnNote,
  headline,
  labelFor,
  reasonText,
  shortReason
};
