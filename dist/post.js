const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/bottleneck/light.js
var require_light = __commonJS({
  "node_modules/bottleneck/light.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? module.exports = factory() : typeof define === "function" && define.amd ? define(factory) : global2.Bottleneck = factory();
    })(exports, (function() {
      "use strict";
      var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
      function getCjsExportFromNamespace(n) {
        return n && n["default"] || n;
      }
      var load = function(received, defaults, onto = {}) {
        var k, ref, v;
        for (k in defaults) {
          v = defaults[k];
          onto[k] = (ref = received[k]) != null ? ref : v;
        }
        return onto;
      };
      var overwrite = function(received, defaults, onto = {}) {
        var k, v;
        for (k in received) {
          v = received[k];
          if (defaults[k] !== void 0) {
            onto[k] = v;
          }
        }
        return onto;
      };
      var parser = {
        load,
        overwrite
      };
      var DLList;
      DLList = class DLList {
        constructor(incr, decr) {
          this.incr = incr;
          this.decr = decr;
          this._first = null;
          this._last = null;
          this.length = 0;
        }
        push(value) {
          var node;
          this.length++;
          if (typeof this.incr === "function") {
            this.incr();
          }
          node = {
            value,
            prev: this._last,
            next: null
          };
          if (this._last != null) {
            this._last.next = node;
            this._last = node;
          } else {
            this._first = this._last = node;
          }
          return void 0;
        }
        shift() {
          var value;
          if (this._first == null) {
            return;
          } else {
            this.length--;
            if (typeof this.decr === "function") {
              this.decr();
            }
          }
          value = this._first.value;
          if ((this._first = this._first.next) != null) {
            this._first.prev = null;
          } else {
            this._last = null;
          }
          return value;
        }
        first() {
          if (this._first != null) {
            return this._first.value;
          }
        }
        getArray() {
          var node, ref, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, ref.value));
          }
          return results;
        }
        forEachShift(cb) {
          var node;
          node = this.shift();
          while (node != null) {
            cb(node), node = this.shift();
          }
          return void 0;
        }
        debug() {
          var node, ref, ref1, ref2, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, {
              value: ref.value,
              prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
              next: (ref2 = ref.next) != null ? ref2.value : void 0
            }));
          }
          return results;
        }
      };
      var DLList_1 = DLList;
      var Events;
      Events = class Events {
        constructor(instance) {
          this.instance = instance;
          this._events = {};
          if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
            throw new Error("An Emitter already exists for this object");
          }
          this.instance.on = (name, cb) => {
            return this._addListener(name, "many", cb);
          };
          this.instance.once = (name, cb) => {
            return this._addListener(name, "once", cb);
          };
          this.instance.removeAllListeners = (name = null) => {
            if (name != null) {
              return delete this._events[name];
            } else {
              return this._events = {};
            }
          };
        }
        _addListener(name, status, cb) {
          var base;
          if ((base = this._events)[name] == null) {
            base[name] = [];
          }
          this._events[name].push({ cb, status });
          return this.instance;
        }
        listenerCount(name) {
          if (this._events[name] != null) {
            return this._events[name].length;
          } else {
            return 0;
          }
        }
        async trigger(name, ...args) {
          var e, promises2;
          try {
            if (name !== "debug") {
              this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (this._events[name] == null) {
              return;
            }
            this._events[name] = this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises2 = this._events[name].map(async (listener) => {
              var e2, returned;
              if (listener.status === "none") {
                return;
              }
              if (listener.status === "once") {
                listener.status = "none";
              }
              try {
                returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
                if (typeof (returned != null ? returned.then : void 0) === "function") {
                  return await returned;
                } else {
                  return returned;
                }
              } catch (error3) {
                e2 = error3;
                {
                  this.trigger("error", e2);
                }
                return null;
              }
            });
            return (await Promise.all(promises2)).find(function(x) {
              return x != null;
            });
          } catch (error3) {
            e = error3;
            {
              this.trigger("error", e);
            }
            return null;
          }
        }
      };
      var Events_1 = Events;
      var DLList$1, Events$1, Queues;
      DLList$1 = DLList_1;
      Events$1 = Events_1;
      Queues = class Queues {
        constructor(num_priorities) {
          var i;
          this.Events = new Events$1(this);
          this._length = 0;
          this._lists = (function() {
            var j, ref, results;
            results = [];
            for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
              results.push(new DLList$1((() => {
                return this.incr();
              }), (() => {
                return this.decr();
              })));
            }
            return results;
          }).call(this);
        }
        incr() {
          if (this._length++ === 0) {
            return this.Events.trigger("leftzero");
          }
        }
        decr() {
          if (--this._length === 0) {
            return this.Events.trigger("zero");
          }
        }
        push(job) {
          return this._lists[job.options.priority].push(job);
        }
        queued(priority) {
          if (priority != null) {
            return this._lists[priority].length;
          } else {
            return this._length;
          }
        }
        shiftAll(fn) {
          return this._lists.forEach(function(list) {
            return list.forEachShift(fn);
          });
        }
        getFirst(arr = this._lists) {
          var j, len, list;
          for (j = 0, len = arr.length; j < len; j++) {
            list = arr[j];
            if (list.length > 0) {
              return list;
            }
          }
          return [];
        }
        shiftLastFrom(priority) {
          return this.getFirst(this._lists.slice(priority).reverse()).shift();
        }
      };
      var Queues_1 = Queues;
      var BottleneckError;
      BottleneckError = class BottleneckError extends Error {
      };
      var BottleneckError_1 = BottleneckError;
      var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;
      NUM_PRIORITIES = 10;
      DEFAULT_PRIORITY = 5;
      parser$1 = parser;
      BottleneckError$1 = BottleneckError_1;
      Job = class Job {
        constructor(task, args, options, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
          this.task = task;
          this.args = args;
          this.rejectOnDrop = rejectOnDrop;
          this.Events = Events2;
          this._states = _states;
          this.Promise = Promise2;
          this.options = parser$1.load(options, jobDefaults);
          this.options.priority = this._sanitizePriority(this.options.priority);
          if (this.options.id === jobDefaults.id) {
            this.options.id = `${this.options.id}-${this._randomIndex()}`;
          }
          this.promise = new this.Promise((_resolve, _reject) => {
            this._resolve = _resolve;
            this._reject = _reject;
          });
          this.retryCount = 0;
        }
        _sanitizePriority(priority) {
          var sProperty;
          sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
          if (sProperty < 0) {
            return 0;
          } else if (sProperty > NUM_PRIORITIES - 1) {
            return NUM_PRIORITIES - 1;
          } else {
            return sProperty;
          }
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        doDrop({ error: error3, message = "This job has been dropped by Bottleneck" } = {}) {
          if (this._states.remove(this.options.id)) {
            if (this.rejectOnDrop) {
              this._reject(error3 != null ? error3 : new BottleneckError$1(message));
            }
            this.Events.trigger("dropped", { args: this.args, options: this.options, task: this.task, promise: this.promise });
            return true;
          } else {
            return false;
          }
        }
        _assertStatus(expected) {
          var status;
          status = this._states.jobStatus(this.options.id);
          if (!(status === expected || expected === "DONE" && status === null)) {
            throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
          }
        }
        doReceive() {
          this._states.start(this.options.id);
          return this.Events.trigger("received", { args: this.args, options: this.options });
        }
        doQueue(reachedHWM, blocked) {
          this._assertStatus("RECEIVED");
          this._states.next(this.options.id);
          return this.Events.trigger("queued", { args: this.args, options: this.options, reachedHWM, blocked });
        }
        doRun() {
          if (this.retryCount === 0) {
            this._assertStatus("QUEUED");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          return this.Events.trigger("scheduled", { args: this.args, options: this.options });
        }
        async doExecute(chained, clearGlobalState, run3, free) {
          var error3, eventInfo, passed;
          if (this.retryCount === 0) {
            this._assertStatus("RUNNING");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          this.Events.trigger("executing", eventInfo);
          try {
            passed = await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args));
            if (clearGlobalState()) {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._resolve(passed);
            }
          } catch (error1) {
            error3 = error1;
            return this._onFailure(error3, eventInfo, clearGlobalState, run3, free);
          }
        }
        doExpire(clearGlobalState, run3, free) {
          var error3, eventInfo;
          if (this._states.jobStatus(this.options.id === "RUNNING")) {
            this._states.next(this.options.id);
          }
          this._assertStatus("EXECUTING");
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          error3 = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
          return this._onFailure(error3, eventInfo, clearGlobalState, run3, free);
        }
        async _onFailure(error3, eventInfo, clearGlobalState, run3, free) {
          var retry2, retryAfter;
          if (clearGlobalState()) {
            retry2 = await this.Events.trigger("failed", error3, eventInfo);
            if (retry2 != null) {
              retryAfter = ~~retry2;
              this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
              this.retryCount++;
              return run3(retryAfter);
            } else {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._reject(error3);
            }
          }
        }
        doDone(eventInfo) {
          this._assertStatus("EXECUTING");
          this._states.next(this.options.id);
          return this.Events.trigger("done", eventInfo);
        }
      };
      var Job_1 = Job;
      var BottleneckError$2, LocalDatastore, parser$2;
      parser$2 = parser;
      BottleneckError$2 = BottleneckError_1;
      LocalDatastore = class LocalDatastore {
        constructor(instance, storeOptions, storeInstanceOptions) {
          this.instance = instance;
          this.storeOptions = storeOptions;
          this.clientId = this.instance._randomIndex();
          parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
          this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
          this._running = 0;
          this._done = 0;
          this._unblockTime = 0;
          this.ready = this.Promise.resolve();
          this.clients = {};
          this._startHeartbeat();
        }
        _startHeartbeat() {
          var base;
          if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
            return typeof (base = this.heartbeat = setInterval(() => {
              var amount2, incr, maximum, now, reservoir;
              now = Date.now();
              if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
                this._lastReservoirRefresh = now;
                this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
                this.instance._drainAll(this.computeCapacity());
              }
              if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
                ({
                  reservoirIncreaseAmount: amount2,
                  reservoirIncreaseMaximum: maximum,
                  reservoir
                } = this.storeOptions);
                this._lastReservoirIncrease = now;
                incr = maximum != null ? Math.min(amount2, maximum - reservoir) : amount2;
                if (incr > 0) {
                  this.storeOptions.reservoir += incr;
                  return this.instance._drainAll(this.computeCapacity());
                }
              }
            }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
          } else {
            return clearInterval(this.heartbeat);
          }
        }
        async __publish__(message) {
          await this.yieldLoop();
          return this.instance.Events.trigger("message", message.toString());
        }
        async __disconnect__(flush) {
          await this.yieldLoop();
          clearInterval(this.heartbeat);
          return this.Promise.resolve();
        }
        yieldLoop(t = 0) {
          return new this.Promise(function(resolve2, reject) {
            return setTimeout(resolve2, t);
          });
        }
        computePenalty() {
          var ref;
          return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
        }
        async __updateSettings__(options) {
          await this.yieldLoop();
          parser$2.overwrite(options, options, this.storeOptions);
          this._startHeartbeat();
          this.instance._drainAll(this.computeCapacity());
          return true;
        }
        async __running__() {
          await this.yieldLoop();
          return this._running;
        }
        async __queued__() {
          await this.yieldLoop();
          return this.instance.queued();
        }
        async __done__() {
          await this.yieldLoop();
          return this._done;
        }
        async __groupCheck__(time2) {
          await this.yieldLoop();
          return this._nextRequest + this.timeout < time2;
        }
        computeCapacity() {
          var maxConcurrent, reservoir;
          ({ maxConcurrent, reservoir } = this.storeOptions);
          if (maxConcurrent != null && reservoir != null) {
            return Math.min(maxConcurrent - this._running, reservoir);
          } else if (maxConcurrent != null) {
            return maxConcurrent - this._running;
          } else if (reservoir != null) {
            return reservoir;
          } else {
            return null;
          }
        }
        conditionsCheck(weight) {
          var capacity;
          capacity = this.computeCapacity();
          return capacity == null || weight <= capacity;
        }
        async __incrementReservoir__(incr) {
          var reservoir;
          await this.yieldLoop();
          reservoir = this.storeOptions.reservoir += incr;
          this.instance._drainAll(this.computeCapacity());
          return reservoir;
        }
        async __currentReservoir__() {
          await this.yieldLoop();
          return this.storeOptions.reservoir;
        }
        isBlocked(now) {
          return this._unblockTime >= now;
        }
        check(weight, now) {
          return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
        }
        async __check__(weight) {
          var now;
          await this.yieldLoop();
          now = Date.now();
          return this.check(weight, now);
        }
        async __register__(index, weight, expiration) {
          var now, wait;
          await this.yieldLoop();
          now = Date.now();
          if (this.conditionsCheck(weight)) {
            this._running += weight;
            if (this.storeOptions.reservoir != null) {
              this.storeOptions.reservoir -= weight;
            }
            wait = Math.max(this._nextRequest - now, 0);
            this._nextRequest = now + wait + this.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: this.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        }
        strategyIsBlock() {
          return this.storeOptions.strategy === 3;
        }
        async __submit__(queueLength, weight) {
          var blocked, now, reachedHWM;
          await this.yieldLoop();
          if (this.storeOptions.maxConcurrent != null && weight > this.storeOptions.maxConcurrent) {
            throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
          }
          now = Date.now();
          reachedHWM = this.storeOptions.highWater != null && queueLength === this.storeOptions.highWater && !this.check(weight, now);
          blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now));
          if (blocked) {
            this._unblockTime = now + this.computePenalty();
            this._nextRequest = this._unblockTime + this.storeOptions.minTime;
            this.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: this.storeOptions.strategy
          };
        }
        async __free__(index, weight) {
          await this.yieldLoop();
          this._running -= weight;
          this._done += weight;
          this.instance._drainAll(this.computeCapacity());
          return {
            running: this._running
          };
        }
      };
      var LocalDatastore_1 = LocalDatastore;
      var BottleneckError$3, States;
      BottleneckError$3 = BottleneckError_1;
      States = class States {
        constructor(status1) {
          this.status = status1;
          this._jobs = {};
          this.counts = this.status.map(function() {
            return 0;
          });
        }
        next(id2) {
          var current, next;
          current = this._jobs[id2];
          next = current + 1;
          if (current != null && next < this.status.length) {
            this.counts[current]--;
            this.counts[next]++;
            return this._jobs[id2]++;
          } else if (current != null) {
            this.counts[current]--;
            return delete this._jobs[id2];
          }
        }
        start(id2) {
          var initial;
          initial = 0;
          this._jobs[id2] = initial;
          return this.counts[initial]++;
        }
        remove(id2) {
          var current;
          current = this._jobs[id2];
          if (current != null) {
            this.counts[current]--;
            delete this._jobs[id2];
          }
          return current != null;
        }
        jobStatus(id2) {
          var ref;
          return (ref = this.status[this._jobs[id2]]) != null ? ref : null;
        }
        statusJobs(status) {
          var k, pos, ref, results, v;
          if (status != null) {
            pos = this.status.indexOf(status);
            if (pos < 0) {
              throw new BottleneckError$3(`status must be one of ${this.status.join(", ")}`);
            }
            ref = this._jobs;
            results = [];
            for (k in ref) {
              v = ref[k];
              if (v === pos) {
                results.push(k);
              }
            }
            return results;
          } else {
            return Object.keys(this._jobs);
          }
        }
        statusCounts() {
          return this.counts.reduce(((acc, v, i) => {
            acc[this.status[i]] = v;
            return acc;
          }), {});
        }
      };
      var States_1 = States;
      var DLList$2, Sync;
      DLList$2 = DLList_1;
      Sync = class Sync {
        constructor(name, Promise2) {
          this.schedule = this.schedule.bind(this);
          this.name = name;
          this.Promise = Promise2;
          this._running = 0;
          this._queue = new DLList$2();
        }
        isEmpty() {
          return this._queue.length === 0;
        }
        async _tryToRun() {
          var args, cb, error3, reject, resolve2, returned, task;
          if (this._running < 1 && this._queue.length > 0) {
            this._running++;
            ({ task, args, resolve: resolve2, reject } = this._queue.shift());
            cb = await (async function() {
              try {
                returned = await task(...args);
                return function() {
                  return resolve2(returned);
                };
              } catch (error1) {
                error3 = error1;
                return function() {
                  return reject(error3);
                };
              }
            })();
            this._running--;
            this._tryToRun();
            return cb();
          }
        }
        schedule(task, ...args) {
          var promise, reject, resolve2;
          resolve2 = reject = null;
          promise = new this.Promise(function(_resolve, _reject) {
            resolve2 = _resolve;
            return reject = _reject;
          });
          this._queue.push({ task, args, resolve: resolve2, reject });
          this._tryToRun();
          return promise;
        }
      };
      var Sync_1 = Sync;
      var version2 = "2.19.5";
      var version$1 = {
        version: version2
      };
      var version$2 = /* @__PURE__ */ Object.freeze({
        version: version2,
        default: version$1
      });
      var require$$2 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$3 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$4 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;
      parser$3 = parser;
      Events$2 = Events_1;
      RedisConnection$1 = require$$2;
      IORedisConnection$1 = require$$3;
      Scripts$1 = require$$4;
      Group = (function() {
        class Group2 {
          constructor(limiterOptions = {}) {
            this.deleteKey = this.deleteKey.bind(this);
            this.limiterOptions = limiterOptions;
            parser$3.load(this.limiterOptions, this.defaults, this);
            this.Events = new Events$2(this);
            this.instances = {};
            this.Bottleneck = Bottleneck_1;
            this._startAutoCleanup();
            this.sharedConnection = this.connection != null;
            if (this.connection == null) {
              if (this.limiterOptions.datastore === "redis") {
                this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              } else if (this.limiterOptions.datastore === "ioredis") {
                this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              }
            }
          }
          key(key = "") {
            var ref;
            return (ref = this.instances[key]) != null ? ref : (() => {
              var limiter;
              limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
                id: `${this.id}-${key}`,
                timeout: this.timeout,
                connection: this.connection
              }));
              this.Events.trigger("created", limiter, key);
              return limiter;
            })();
          }
          async deleteKey(key = "") {
            var deleted, instance;
            instance = this.instances[key];
            if (this.connection) {
              deleted = await this.connection.__runCommand__(["del", ...Scripts$1.allKeys(`${this.id}-${key}`)]);
            }
            if (instance != null) {
              delete this.instances[key];
              await instance.disconnect();
            }
            return instance != null || deleted > 0;
          }
          limiters() {
            var k, ref, results, v;
            ref = this.instances;
            results = [];
            for (k in ref) {
              v = ref[k];
              results.push({
                key: k,
                limiter: v
              });
            }
            return results;
          }
          keys() {
            return Object.keys(this.instances);
          }
          async clusterKeys() {
            var cursor3, end, found, i, k, keys, len, next, start;
            if (this.connection == null) {
              return this.Promise.resolve(this.keys());
            }
            keys = [];
            cursor3 = null;
            start = `b_${this.id}-`.length;
            end = "_settings".length;
            while (cursor3 !== 0) {
              [next, found] = await this.connection.__runCommand__(["scan", cursor3 != null ? cursor3 : 0, "match", `b_${this.id}-*_settings`, "count", 1e4]);
              cursor3 = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          }
          _startAutoCleanup() {
            var base;
            clearInterval(this.interval);
            return typeof (base = this.interval = setInterval(async () => {
              var e, k, ref, results, time2, v;
              time2 = Date.now();
              ref = this.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (await v._store.__groupCheck__(time2)) {
                    results.push(this.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error3) {
                  e = error3;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }, this.timeout / 2)).unref === "function" ? base.unref() : void 0;
          }
          updateSettings(options = {}) {
            parser$3.overwrite(options, this.defaults, this);
            parser$3.overwrite(options, options, this.limiterOptions);
            if (options.timeout != null) {
              return this._startAutoCleanup();
            }
          }
          disconnect(flush = true) {
            var ref;
            if (!this.sharedConnection) {
              return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
            }
          }
        }
        Group2.prototype.defaults = {
          timeout: 1e3 * 60 * 5,
          connection: null,
          Promise,
          id: "group-key"
        };
        return Group2;
      }).call(commonjsGlobal);
      var Group_1 = Group;
      var Batcher, Events$3, parser$4;
      parser$4 = parser;
      Events$3 = Events_1;
      Batcher = (function() {
        class Batcher2 {
          constructor(options = {}) {
            this.options = options;
            parser$4.load(this.options, this.defaults, this);
            this.Events = new Events$3(this);
            this._arr = [];
            this._resetPromise();
            this._lastFlush = Date.now();
          }
          _resetPromise() {
            return this._promise = new this.Promise((res, rej) => {
              return this._resolve = res;
            });
          }
          _flush() {
            clearTimeout(this._timeout);
            this._lastFlush = Date.now();
            this._resolve();
            this.Events.trigger("batch", this._arr);
            this._arr = [];
            return this._resetPromise();
          }
          add(data) {
            var ret;
            this._arr.push(data);
            ret = this._promise;
            if (this._arr.length === this.maxSize) {
              this._flush();
            } else if (this.maxTime != null && this._arr.length === 1) {
              this._timeout = setTimeout(() => {
                return this._flush();
              }, this.maxTime);
            }
            return ret;
          }
        }
        Batcher2.prototype.defaults = {
          maxTime: null,
          maxSize: null,
          Promise
        };
        return Batcher2;
      }).call(commonjsGlobal);
      var Batcher_1 = Batcher;
      var require$$4$1 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$8 = getCjsExportFromNamespace(version$2);
      var Bottleneck2, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5, splice = [].splice;
      NUM_PRIORITIES$1 = 10;
      DEFAULT_PRIORITY$1 = 5;
      parser$5 = parser;
      Queues$1 = Queues_1;
      Job$1 = Job_1;
      LocalDatastore$1 = LocalDatastore_1;
      RedisDatastore$1 = require$$4$1;
      Events$4 = Events_1;
      States$1 = States_1;
      Sync$1 = Sync_1;
      Bottleneck2 = (function() {
        class Bottleneck3 {
          constructor(options = {}, ...invalid) {
            var storeInstanceOptions, storeOptions;
            this._addToQueue = this._addToQueue.bind(this);
            this._validateOptions(options, invalid);
            parser$5.load(options, this.instanceDefaults, this);
            this._queues = new Queues$1(NUM_PRIORITIES$1);
            this._scheduled = {};
            this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
            this._limiter = null;
            this.Events = new Events$4(this);
            this._submitLock = new Sync$1("submit", this.Promise);
            this._registerLock = new Sync$1("register", this.Promise);
            storeOptions = parser$5.load(options, this.storeDefaults, {});
            this._store = (function() {
              if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
                storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {});
                return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
              } else if (this.datastore === "local") {
                storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {});
                return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
              } else {
                throw new Bottleneck3.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
              }
            }).call(this);
            this._queues.on("leftzero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
            });
            this._queues.on("zero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
            });
          }
          _validateOptions(options, invalid) {
            if (!(options != null && typeof options === "object" && invalid.length === 0)) {
              throw new Bottleneck3.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
            }
          }
          ready() {
            return this._store.ready;
          }
          clients() {
            return this._store.clients;
          }
          channel() {
            return `b_${this.id}`;
          }
          channel_client() {
            return `b_${this.id}_${this._store.clientId}`;
          }
          publish(message) {
            return this._store.__publish__(message);
          }
          disconnect(flush = true) {
            return this._store.__disconnect__(flush);
          }
          chain(_limiter) {
            this._limiter = _limiter;
            return this;
          }
          queued(priority) {
            return this._queues.queued(priority);
          }
          clusterQueued() {
            return this._store.__queued__();
          }
          empty() {
            return this.queued() === 0 && this._submitLock.isEmpty();
          }
          running() {
            return this._store.__running__();
          }
          done() {
            return this._store.__done__();
          }
          jobStatus(id2) {
            return this._states.jobStatus(id2);
          }
          jobs(status) {
            return this._states.statusJobs(status);
          }
          counts() {
            return this._states.statusCounts();
          }
          _randomIndex() {
            return Math.random().toString(36).slice(2);
          }
          check(weight = 1) {
            return this._store.__check__(weight);
          }
          _clearGlobalState(index) {
            if (this._scheduled[index] != null) {
              clearTimeout(this._scheduled[index].expiration);
              delete this._scheduled[index];
              return true;
            } else {
              return false;
            }
          }
          async _free(index, job, options, eventInfo) {
            var e, running;
            try {
              ({ running } = await this._store.__free__(index, options.weight));
              this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);
              if (running === 0 && this.empty()) {
                return this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return this.Events.trigger("error", e);
            }
          }
          _run(index, job, wait) {
            var clearGlobalState, free, run3;
            job.doRun();
            clearGlobalState = this._clearGlobalState.bind(this, index);
            run3 = this._run.bind(this, index, job);
            free = this._free.bind(this, index, job);
            return this._scheduled[index] = {
              timeout: setTimeout(() => {
                return job.doExecute(this._limiter, clearGlobalState, run3, free);
              }, wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run3, free);
              }, wait + job.options.expiration) : void 0,
              job
            };
          }
          _drainOne(capacity) {
            return this._registerLock.schedule(() => {
              var args, index, next, options, queue;
              if (this.queued() === 0) {
                return this.Promise.resolve(null);
              }
              queue = this._queues.getFirst();
              ({ options, args } = next = queue.first());
              if (capacity != null && options.weight > capacity) {
                return this.Promise.resolve(null);
              }
              this.Events.trigger("debug", `Draining ${options.id}`, { args, options });
              index = this._randomIndex();
              return this._store.__register__(index, options.weight, options.expiration).then(({ success, wait, reservoir }) => {
                var empty;
                this.Events.trigger("debug", `Drained ${options.id}`, { success, args, options });
                if (success) {
                  queue.shift();
                  empty = this.empty();
                  if (empty) {
                    this.Events.trigger("empty");
                  }
                  if (reservoir === 0) {
                    this.Events.trigger("depleted", empty);
                  }
                  this._run(index, next, wait);
                  return this.Promise.resolve(options.weight);
                } else {
                  return this.Promise.resolve(null);
                }
              });
            });
          }
          _drainAll(capacity, total = 0) {
            return this._drainOne(capacity).then((drained) => {
              var newCapacity;
              if (drained != null) {
                newCapacity = capacity != null ? capacity - drained : capacity;
                return this._drainAll(newCapacity, total + drained);
              } else {
                return this.Promise.resolve(total);
              }
            }).catch((e) => {
              return this.Events.trigger("error", e);
            });
          }
          _dropAllQueued(message) {
            return this._queues.shiftAll(function(job) {
              return job.doDrop({ message });
            });
          }
          stop(options = {}) {
            var done, waitForExecuting;
            options = parser$5.load(options, this.stopDefaults);
            waitForExecuting = (at) => {
              var finished;
              finished = () => {
                var counts;
                counts = this._states.counts;
                return counts[0] + counts[1] + counts[2] + counts[3] === at;
              };
              return new this.Promise((resolve2, reject) => {
                if (finished()) {
                  return resolve2();
                } else {
                  return this.on("done", () => {
                    if (finished()) {
                      this.removeAllListeners("done");
                      return resolve2();
                    }
                  });
                }
              });
            };
            done = options.dropWaitingJobs ? (this._run = function(index, next) {
              return next.doDrop({
                message: options.dropErrorMessage
              });
            }, this._drainOne = () => {
              return this.Promise.resolve(null);
            }, this._registerLock.schedule(() => {
              return this._submitLock.schedule(() => {
                var k, ref, v;
                ref = this._scheduled;
                for (k in ref) {
                  v = ref[k];
                  if (this.jobStatus(v.job.options.id) === "RUNNING") {
                    clearTimeout(v.timeout);
                    clearTimeout(v.expiration);
                    v.job.doDrop({
                      message: options.dropErrorMessage
                    });
                  }
                }
                this._dropAllQueued(options.dropErrorMessage);
                return waitForExecuting(0);
              });
            })) : this.schedule({
              priority: NUM_PRIORITIES$1 - 1,
              weight: 0
            }, () => {
              return waitForExecuting(1);
            });
            this._receive = function(job) {
              return job._reject(new Bottleneck3.prototype.BottleneckError(options.enqueueErrorMessage));
            };
            this.stop = () => {
              return this.Promise.reject(new Bottleneck3.prototype.BottleneckError("stop() has already been called"));
            };
            return done;
          }
          async _addToQueue(job) {
            var args, blocked, error3, options, reachedHWM, shifted, strategy;
            ({ args, options } = job);
            try {
              ({ reachedHWM, blocked, strategy } = await this._store.__submit__(this.queued(), options.weight));
            } catch (error1) {
              error3 = error1;
              this.Events.trigger("debug", `Could not queue ${options.id}`, { args, options, error: error3 });
              job.doDrop({ error: error3 });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck3.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck3.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck3.prototype.strategy.OVERFLOW ? job : void 0;
              if (shifted != null) {
                shifted.doDrop();
              }
              if (shifted == null || strategy === Bottleneck3.prototype.strategy.OVERFLOW) {
                if (shifted == null) {
                  job.doDrop();
                }
                return reachedHWM;
              }
            }
            job.doQueue(reachedHWM, blocked);
            this._queues.push(job);
            await this._drainAll();
            return reachedHWM;
          }
          _receive(job) {
            if (this._states.jobStatus(job.options.id) != null) {
              job._reject(new Bottleneck3.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
              return false;
            } else {
              job.doReceive();
              return this._submitLock.schedule(this._addToQueue, job);
            }
          }
          submit(...args) {
            var cb, fn, job, options, ref, ref1, task;
            if (typeof args[0] === "function") {
              ref = args, [fn, ...args] = ref, [cb] = splice.call(args, -1);
              options = parser$5.load({}, this.jobDefaults);
            } else {
              ref1 = args, [options, fn, ...args] = ref1, [cb] = splice.call(args, -1);
              options = parser$5.load(options, this.jobDefaults);
            }
            task = (...args2) => {
              return new this.Promise(function(resolve2, reject) {
                return fn(...args2, function(...args3) {
                  return (args3[0] != null ? reject : resolve2)(args3);
                });
              });
            };
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            job.promise.then(function(args2) {
              return typeof cb === "function" ? cb(...args2) : void 0;
            }).catch(function(args2) {
              if (Array.isArray(args2)) {
                return typeof cb === "function" ? cb(...args2) : void 0;
              } else {
                return typeof cb === "function" ? cb(args2) : void 0;
              }
            });
            return this._receive(job);
          }
          schedule(...args) {
            var job, options, task;
            if (typeof args[0] === "function") {
              [task, ...args] = args;
              options = {};
            } else {
              [options, task, ...args] = args;
            }
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            this._receive(job);
            return job.promise;
          }
          wrap(fn) {
            var schedule, wrapped;
            schedule = this.schedule.bind(this);
            wrapped = function(...args) {
              return schedule(fn.bind(this), ...args);
            };
            wrapped.withOptions = function(options, ...args) {
              return schedule(options, fn, ...args);
            };
            return wrapped;
          }
          async updateSettings(options = {}) {
            await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults));
            parser$5.overwrite(options, this.instanceDefaults, this);
            return this;
          }
          currentReservoir() {
            return this._store.__currentReservoir__();
          }
          incrementReservoir(incr = 0) {
            return this._store.__incrementReservoir__(incr);
          }
        }
        Bottleneck3.default = Bottleneck3;
        Bottleneck3.Events = Events$4;
        Bottleneck3.version = Bottleneck3.prototype.version = require$$8.version;
        Bottleneck3.strategy = Bottleneck3.prototype.strategy = {
          LEAK: 1,
          OVERFLOW: 2,
          OVERFLOW_PRIORITY: 4,
          BLOCK: 3
        };
        Bottleneck3.BottleneckError = Bottleneck3.prototype.BottleneckError = BottleneckError_1;
        Bottleneck3.Group = Bottleneck3.prototype.Group = Group_1;
        Bottleneck3.RedisConnection = Bottleneck3.prototype.RedisConnection = require$$2;
        Bottleneck3.IORedisConnection = Bottleneck3.prototype.IORedisConnection = require$$3;
        Bottleneck3.Batcher = Bottleneck3.prototype.Batcher = Batcher_1;
        Bottleneck3.prototype.jobDefaults = {
          priority: DEFAULT_PRIORITY$1,
          weight: 1,
          expiration: null,
          id: "<no-id>"
        };
        Bottleneck3.prototype.storeDefaults = {
          maxConcurrent: null,
          minTime: 0,
          highWater: null,
          strategy: Bottleneck3.prototype.strategy.LEAK,
          penalty: null,
          reservoir: null,
          reservoirRefreshInterval: null,
          reservoirRefreshAmount: null,
          reservoirIncreaseInterval: null,
          reservoirIncreaseAmount: null,
          reservoirIncreaseMaximum: null
        };
        Bottleneck3.prototype.localStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 250
        };
        Bottleneck3.prototype.redisStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 5e3,
          clientTimeout: 1e4,
          Redis: null,
          clientOptions: {},
          clusterNodes: null,
          clearDatastore: false,
          connection: null
        };
        Bottleneck3.prototype.instanceDefaults = {
          datastore: "local",
          connection: null,
          id: "<no-id>",
          rejectOnDrop: true,
          trackDoneStatus: false,
          Promise
        };
        Bottleneck3.prototype.stopDefaults = {
          enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
          dropWaitingJobs: true,
          dropErrorMessage: "This limiter has been stopped."
        };
        return Bottleneck3;
      }).call(commonjsGlobal);
      var Bottleneck_1 = Bottleneck2;
      var lib = Bottleneck_1;
      return lib;
    }));
  }
});

// builtin:node:fs
var __builtin = process.getBuiltinModule("node:fs");
var __read = (name) => __builtin[name];
var appendFileSync = /* @__PURE__ */ __read("appendFileSync");
var closeSync = /* @__PURE__ */ __read("closeSync");
var existsSync = /* @__PURE__ */ __read("existsSync");
var fstatSync = /* @__PURE__ */ __read("fstatSync");
var lstatSync = /* @__PURE__ */ __read("lstatSync");
var openSync = /* @__PURE__ */ __read("openSync");
var readdirSync = /* @__PURE__ */ __read("readdirSync");
var readFileSync = /* @__PURE__ */ __read("readFileSync");
var realpathSync = /* @__PURE__ */ __read("realpathSync");
var statSync = /* @__PURE__ */ __read("statSync");
var constants = /* @__PURE__ */ __read("constants");
var promises = /* @__PURE__ */ __read("promises");

// src/agent/process-identity.ts
var RUN_ID_VARIABLE = "NARRATOR_RUN_ID";
function agentKillRefusal(record3) {
  const { pid } = record3;
  if (!Number.isInteger(pid) || pid <= 1) return `pid ${pid} is not an agent's`;
  let stat2;
  try {
    stat2 = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return `process ${pid} is gone`;
  }
  const fields = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
  if (Number(fields[2]) !== pid) return `process ${pid} does not lead a process group`;
  if (record3.start === null || fields[19] !== record3.start) {
    return `process ${pid} is not the one started (its start time differs)`;
  }
  let environ;
  try {
    environ = readFileSync(`/proc/${pid}/environ`, "latin1");
  } catch {
    return `the environment of process ${pid} cannot be read`;
  }
  if (!record3.runId || !environ.split("\0").includes(`${RUN_ID_VARIABLE}=${record3.runId}`)) {
    return `process ${pid} does not carry this run's ${RUN_ID_VARIABLE}`;
  }
  return null;
}
function parseAgentRecord(raw) {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw);
    if (typeof v.pid !== "number" || typeof v.runId !== "string") return null;
    return { pid: v.pid, start: typeof v.start === "string" ? v.start : null, runId: v.runId };
  } catch {
    return null;
  }
}

// builtin:node:os
var __builtin2 = process.getBuiltinModule("node:os");
var __read2 = (name) => __builtin2[name];
var node_os_default = __builtin2;
var EOL = /* @__PURE__ */ __read2("EOL");

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties2) {
  if (!Object.keys(annotationProperties2).length) {
    return {};
  }
  return {
    title: annotationProperties2.title,
    file: annotationProperties2.file,
    line: annotationProperties2.startLine,
    endLine: annotationProperties2.endLine,
    col: annotationProperties2.startColumn,
    endColumn: annotationProperties2.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// builtin:node:crypto
var __builtin3 = process.getBuiltinModule("node:crypto");
var __read3 = (name) => __builtin3[name];
var createHash = /* @__PURE__ */ __read3("createHash");
var randomUUID = /* @__PURE__ */ __read3("randomUUID");

// node_modules/@actions/core/lib/file-command.js
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  appendFileSync(filePath, `${toCommandValue(message)}${EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter2 = `ghadelimiter_${randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter2)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter2}"`);
  }
  if (convertedValue.includes(delimiter2)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter2}"`);
  }
  return `${key}<<${delimiter2}${EOL}${convertedValue}${EOL}${delimiter2}`;
}

// builtin:node:path
var __builtin4 = process.getBuiltinModule("node:path");
var node_path_default = __builtin4;

// node_modules/@actions/core/lib/summary.js
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a2) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text3, addEOL = false) {
    this._buffer += text3;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell2) => {
        if (typeof cell2 === "string") {
          return this.wrap("td", cell2);
        }
        const { header: header2, data, colspan, rowspan } = cell2;
        const tag = header2 ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text3, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text3);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text3, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text3, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text3, href) {
    const element = this.wrap("a", text3, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();

// builtin:node:string_decoder
var __builtin5 = process.getBuiltinModule("node:string_decoder");

// builtin:node:events
var __builtin6 = process.getBuiltinModule("node:events");

// builtin:node:child_process
var __builtin7 = process.getBuiltinModule("node:child_process");
var __read4 = (name) => __builtin7[name];
var execFileSync = /* @__PURE__ */ __read4("execFileSync");

// builtin:node:assert
var __builtin8 = process.getBuiltinModule("node:assert");

// node_modules/@actions/io/lib/io-util.js
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = constants.O_RDONLY;

// builtin:node:timers
var __builtin9 = process.getBuiltinModule("node:timers");

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = node_os_default.platform();
var arch = node_os_default.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + EOL);
}
function getState(name) {
  return process.env[`STATE_${name}`] || "";
}

// src/report/bidi.ts
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
var HAS_BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
function revealBidi(s) {
  if (!HAS_BIDI_CONTROL.test(s)) return s;
  return s.replace(BIDI_CONTROLS, (c) => `\u2039U+${c.charCodeAt(0).toString(16).toUpperCase()}\u203A`);
}

// src/report/workflow-commands.ts
var RUNNER_WHITE_SPACE = new Set(
  [
    "	",
    "\n",
    "\v",
    "\f",
    "\r",
    " ",
    "\x85",
    "\xA0",
    "\u1680",
    "\u2000",
    "\u2001",
    "\u2002",
    "\u2003",
    "\u2004",
    "\u2005",
    "\u2006",
    "\u2007",
    "\u2008",
    "\u2009",
    "\u200A",
    "\u2028",
    "\u2029",
    "\u202F",
    "\u205F",
    "\u3000",
    "\uFEFF"
  ].map((c) => c.charCodeAt(0))
);
var CR = 13;
var LF = 10;
var COLON = 58;
var HASH = 35;
var BRACKET = 91;
var WHITE_CLASS = [...RUNNER_WHITE_SPACE].map((c) => `\\u${c.toString(16).padStart(4, "0")}`).join("");
var BLANK_CLASS = [...RUNNER_WHITE_SPACE].filter((c) => c !== 10 && c !== 13).map((c) => `\\u${c.toString(16).padStart(4, "0")}`).join("");
var RISK = new RegExp(`#|(?<![${WHITE_CLASS}])[${BLANK_CLASS}]*[\\r\\n][${WHITE_CLASS}]*:`);
var RISK_AT_START = new RegExp(`^[${WHITE_CLASS}]*:|${RISK.source}`);
var ALL_WHITE = new RegExp(`^[${WHITE_CLASS}]*$`);
function mayBreak(text3, atLineStart) {
  if (text3.indexOf("#") !== -1) return true;
  const length = text3.length;
  let lf = text3.indexOf("\n");
  let cr = text3.indexOf("\r");
  let at = 0;
  if (!atLineStart) {
    const first = cr === -1 || lf !== -1 && lf < cr ? lf : cr;
    if (first === -1) return false;
    at = first + 1;
  }
  for (; ; ) {
    let end = at;
    while (end < length) {
      const c = text3.charCodeAt(end);
      if (c !== 32 && !RUNNER_WHITE_SPACE.has(c)) break;
      end++;
    }
    if (end === length) return false;
    if (text3.charCodeAt(end) === COLON) return true;
    if (lf !== -1 && lf < end) lf = text3.indexOf("\n", end);
    if (cr !== -1 && cr < end) cr = text3.indexOf("\r", end);
    const next = cr === -1 || lf !== -1 && lf < cr ? lf : cr;
    if (next === -1) return false;
    at = next + 1;
  }
}
var CommandSafeText = class {
  /** Only runner white space since the last line break (or the start). */
  #lineStart = true;
  /** ':' seen at a line start, or a run of '#', not printed yet. */
  #held = "";
  write(text3) {
    if (this.#held === "" && !mayBreak(text3, this.#lineStart)) {
      const lastBreak = Math.max(text3.lastIndexOf("\n"), text3.lastIndexOf("\r"));
      this.#lineStart = (lastBreak !== -1 || this.#lineStart) && ALL_WHITE.test(lastBreak === -1 ? text3 : text3.slice(lastBreak + 1));
      return text3;
    }
    let out = "";
    let from = 0;
    const flushTo = (i) => {
      if (i > from) out += text3.slice(from, i);
      from = i;
    };
    for (let i = 0; i < text3.length; i++) {
      const c = text3.charCodeAt(i);
      if (this.#held !== "") {
        if (this.#held === ":") {
          this.#held = "";
          this.#lineStart = false;
          if (c === COLON) {
            out += ": :";
            from = i + 1;
            continue;
          }
          out += ":";
        } else if (c === HASH) {
          if (this.#held.length >= 2) out += "#";
          this.#held = "##";
          from = i + 1;
          continue;
        } else if (c === BRACKET && this.#held.length >= 2) {
          out += "# #[";
          this.#held = "";
          from = i + 1;
          continue;
        } else {
          out += this.#held;
          this.#held = "";
        }
      }
      if (c === CR || c === LF) {
        this.#lineStart = true;
      } else if (c === HASH) {
        flushTo(i);
        this.#held = "#";
        this.#lineStart = false;
        from = i + 1;
      } else if (this.#lineStart && c === COLON) {
        flushTo(i);
        this.#held = ":";
        from = i + 1;
      } else if (this.#lineStart && !RUNNER_WHITE_SPACE.has(c)) {
        this.#lineStart = false;
      }
    }
    flushTo(text3.length);
    return out;
  }
  /** What is still held back (a lone ':' or '#' at the very end). */
  end() {
    const held2 = this.#held;
    this.#held = "";
    this.#lineStart = true;
    return held2;
  }
};
function neutralizeCommands(text3) {
  if (!text3.includes(":") && !text3.includes("#")) return text3;
  const safe = new CommandSafeText();
  return safe.write(text3) + safe.end();
}

// src/runner/core.ts
var held = [];
var flushQueued = false;
function hold(text3) {
  held.push(text3);
  if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(flushLog);
  }
}
function flushLog() {
  flushQueued = false;
  if (held.length === 0) return;
  const text3 = held.length === 1 ? held[0] : held.join("");
  held = [];
  info(text3.slice(0, -EOL.length));
}
function logText(message) {
  return neutralizeCommands(revealBidi(message instanceof Error ? message.toString() : message));
}
function annotationProperties(properties) {
  if (properties?.title === void 0) return properties;
  return { ...properties, title: revealBidi(properties.title) };
}
function info2(message) {
  hold(logText(message) + EOL);
}
function debug2(message) {
  flushLog();
  debug(logText(message));
}
function warning2(message, properties) {
  flushLog();
  warning(logText(message), annotationProperties(properties));
}
function error2(message, properties) {
  flushLog();
  error(logText(message), annotationProperties(properties));
}
function setFailed2(message) {
  flushLog();
  setFailed(logText(message));
}
function setOutput2(name, value) {
  flushLog();
  setOutput(name, value);
}

// src/sinks/handoff.ts
var text = (raw) => raw;
var HANDOFF = {
  /** Absolute path of the redacted summary snapshot (JSON); checked by readOwnSnapshot. */
  snapshotPath: { name: "narrator-snapshot", owner: "run", trust: "checked", parse: text },
  /** 'false' while the run is on, 'true' once the main step wrote every view; '' if it never began. */
  viewsFinished: { name: "narrator-views-finished", owner: "run", trust: "skip-only", parse: text },
  /**
   * What decided the job besides the outcome (src/run/verdict.ts: a setup that failed, a leg record
   * name taken), as JSON.
   */
  verdictFacts: {
    name: "narrator-verdict-facts",
    owner: "run",
    trust: "fail-only",
    parse: parseVerdictFacts
  },
  /** ms from process start to agent spawn (for the start-up bench). */
  spawnMs: { name: "narrator-spawn-ms", owner: "bench", trust: "unread", parse: text },
  /** Where the live comment is (CommentState as JSON), saved once the comment exists. */
  comment: { name: "narrator-comment", owner: "comment", trust: "checked", parse: parseCommentState },
  /** 'true' once the final comment edit landed; else the post step finalizes the comment. */
  commentFinal: { name: "narrator-comment-final", owner: "comment", trust: "skip-only", parse: text },
  /** The created check run (CheckState as JSON); saved again with its conclusion once completed. */
  check: { name: "narrator-check", owner: "check", trust: "checked", parse: parseCheckState },
  /** 'true' once the main step completed the check run; the post step then reads it back. */
  checkFinal: { name: "narrator-check-final", owner: "check", trust: "skip-only", parse: text },
  /**
   * The agent's process, so post can stop its group if main was killed: `{pid, start, runId}` as
   * JSON (src/action/post/leftover-agent.ts says how post checks it is still the agent).
   */
  agent: { name: "narrator-agent", owner: "agent", trust: "checked", parse: text },
  /**
   * What was lent to the agent user (src/agent/agent-user.ts LentRecord, JSON); '' once the main
   * step gave it back. The post step gives it back when the main step could not.
   */
  agentUser: { name: "narrator-agent-user", owner: "agent-user", trust: "checked", parse: text }
};
function handedText(key) {
  return getState(key.name);
}
function handedOver(key) {
  return key.parse(handedText(key));
}
function parseVerdictFacts(raw) {
  try {
    const value = JSON.parse(raw || "{}");
    if (typeof value !== "object" || value === null) return {};
    const o = value;
    const setup = o["setupFailure"];
    const setupFailure = setup && typeof setup["reason"] === "string" && setup["stage"] === "setup" ? { stage: "setup", reason: setup["reason"] } : null;
    const recordTaken = typeof o["recordTaken"] === "string" ? o["recordTaken"] : null;
    return { setupFailure, recordTaken };
  } catch {
    return {};
  }
}
function parseCommentState(raw) {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
var CONCLUSIONS = [
  "success",
  "failure",
  "cancelled",
  "timed_out",
  "neutral",
  "action_required"
];
function parseCheckState(raw) {
  if (!raw) return null;
  try {
    const state2 = JSON.parse(raw);
    return typeof state2.owner === "string" && typeof state2.repo === "string" && typeof state2.id === "number" && Number.isSafeInteger(state2.id) && typeof state2.name === "string" && (state2.conclusion === void 0 || CONCLUSIONS.includes(state2.conclusion)) ? state2 : null;
  } catch {
    return null;
  }
}

// src/action/post/leftover-agent.ts
function stopLeftoverAgent(warn = () => {
}) {
  if (handedText(HANDOFF.viewsFinished) === "true") return null;
  const record3 = parseAgentRecord(handedText(HANDOFF.agent));
  if (record3 === null) return null;
  const refusal = agentKillRefusal(record3);
  if (refusal !== null) {
    if (!refusal.endsWith("is gone")) warn(`Narrator post step: not killing the recorded agent: ${refusal}`);
    return null;
  }
  try {
    process.kill(-record3.pid, "SIGKILL");
    return record3.pid;
  } catch {
    return null;
  }
}

// src/own-keys.ts
function ownValue(table, key) {
  return Object.hasOwn(table, key) ? table[key] : void 0;
}
function setOwn(out, key, value) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

// src/run/agent-facts.ts
var AGENT_FACTS = {
  "claude-code": {
    label: "Claude",
    keyVariable: "ANTHROPIC_API_KEY (or CLAUDE_CODE_OAUTH_TOKEN)",
    // usage on every assistant message; cost only on the result frame; --max-budget-usd of its own.
    caps: { tokens: "live", cost: "turn_end", nativeBudget: true },
    // `system/init` carries `mcp_servers` before the first model request.
    mcpStatus: true,
    provider: "anthropic"
  },
  opencode: {
    label: "opencode",
    keyVariable: "the provider's key variable (e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY)",
    // tokens and cost on every step_finish.
    caps: { tokens: "live", cost: "live", nativeBudget: false },
    mcpStatus: false,
    provider: null
  },
  caliban: {
    label: "caliban",
    keyVariable: "the provider's key variable (e.g. ANTHROPIC_API_KEY)",
    // usage and total_cost_usd on the result frame only.
    caps: { tokens: "turn_end", cost: "turn_end", nativeBudget: false },
    mcpStatus: false,
    provider: null
  },
  codex: {
    label: "Codex",
    keyVariable: "CODEX_API_KEY",
    // usage on turn.completed only; no cost anywhere.
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    mcpStatus: false,
    provider: "openai"
  },
  gemini: {
    label: "Gemini",
    keyVariable: "GEMINI_API_KEY",
    // stats on the result frame only; no cost.
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    mcpStatus: false,
    provider: "gcp.gemini"
  },
  cursor: {
    label: "Cursor",
    keyVariable: "CURSOR_API_KEY",
    // usage on the result frame (some versions none); no cost.
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    mcpStatus: false,
    provider: null
  },
  acp: {
    label: "The ACP agent",
    keyVariable: "the ACP agent's key variable (e.g. GEMINI_API_KEY for gemini --acp)",
    // ACP, any agent: tokens in the prompt's answer (Gemini `_meta.quota`, opencode `usage`); a
    // cost only from agents that send `usage_update`, so none is counted on. The agents Narrator
    // starts over ACP itself say what they really report (their recipe's `acp.caps`).
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    // `session/new` answers no server state.
    mcpStatus: false,
    provider: null
  }
};
function factTable(fact) {
  const facts = AGENT_FACTS;
  return Object.fromEntries(Object.entries(facts).map(([d, f]) => [d, f[fact]]));
}

// src/agent/recipes/recipe.ts
var AGENT_NAMES = ["claude", "caliban", "cursor", "gemini", "codex", "opencode"];
var MAX_ARG_BYTES = 128 * 1024 - 1;
function promptArgumentProblem(agentLabel2, prompt) {
  if (prompt.includes("\0")) {
    return `${agentLabel2} takes the prompt only as an argument, and an argument cannot hold a NUL character: remove it from the prompt`;
  }
  const bytes = Buffer.byteLength(prompt, "utf8");
  if (bytes <= MAX_ARG_BYTES) return null;
  return `${agentLabel2} takes the prompt only as an argument, and Linux takes at most ${MAX_ARG_BYTES} bytes in one; this prompt is ${bytes}: shorten it, or put the long part in a file in the workspace and ask the agent to read it`;
}
var SIGNAL_CODES = {
  130: "interrupted (SIGINT)",
  143: "terminated (SIGTERM)",
  137: "killed (SIGKILL)"
};

// src/agent/recipes/claude.ts
var claude = {
  name: "claude",
  binary: "claude",
  npmPackage: "@anthropic-ai/claude-code",
  // The wrapper's postinstall copies the binary from @anthropic-ai/claude-code-<platform>.
  npmNativeBinaries: (p) => [
    `@anthropic-ai/claude-code-${p.os}-${p.arch}${p.musl ? "-musl" : ""}/claude${p.os === "win32" ? ".exe" : ""}`
  ],
  installHint: "set 'install: auto' or add a step that runs `npm install -g @anthropic-ai/claude-code`",
  dialect: "claude-code",
  supports: ["model", "max-turns", "max-budget-usd", "allowed-tools", "permission-mode"],
  exitCodes: {
    1: "the run ended with an error result, or the CLI refused to start (see stderr)",
    ...SIGNAL_CODES
  },
  // The CLI's own modes (2.1.330 `--help`), which include the portable three; `default` is the
  // older name of its default mode, still taken by the flag (its init frame then says `default`).
  permissionModes: {
    values: {
      default: ["--permission-mode", "default"],
      ...Object.fromEntries(
        ["acceptEdits", "auto", "bypassPermissions", "manual", "dontAsk", "plan"].map((m) => [
          m,
          ["--permission-mode", m]
        ])
      )
    },
    whenUnset: null
  },
  // Measured (2.1.330, permission-mode plan, allowed-tools Read): a pull request's SessionStart,
  // UserPromptSubmit and PreToolUse hooks, its settings.local.json apiKeyHelper and its .mcp.json
  // stdio server each ran with the key before the agent read a line; `env.ANTHROPIC_BASE_URL`
  // sent the key to the pull request's endpoint. `--setting-sources user` loads none of the
  // project's settings (CLAUDE.md still reaches the model as instructions), `--strict-mcp-config`
  // none of its MCP servers (only an `--mcp-config` given in 'args').
  repositoryConfig: {
    files: "the repository's .claude/settings.json and .claude/settings.local.json (hooks, env, apiKeyHelper, permissions) and .mcp.json",
    whenNotTrusted: "ignore"
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS, ACP_RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [
    ["home", ".claude"],
    ["home", ".claude.json"]
  ],
  // Through Zed's adapter (`claude-agent-acp`, npm `@zed-industries/claude-agent-acp`): the adapter
  // drives the Claude Code CLI named by CLAUDE_CODE_EXECUTABLE (the one `agent-version` chose, not
  // the copy bundled in the adapter's SDK), and the session is switched to Claude's `default` mode,
  // in which it asks before edits and commands: the adapter would otherwise start in whatever mode
  // the repository's `.claude/settings.json` names as `defaultMode`, and a pull request could name
  // `bypassPermissions` there and never be asked.
  acp: {
    adapter: {
      title: "the Claude Code ACP adapter",
      binary: "claude-agent-acp",
      npmPackage: "@zed-industries/claude-agent-acp",
      installHint: "set 'install: auto' or add a step that runs `npm install -g @zed-industries/claude-agent-acp`"
    },
    // Its cost in `usage_update` when a turn ends, the tokens in the prompt's answer.
    caps: { tokens: "turn_end", cost: "turn_end", nativeBudget: false },
    launch(o) {
      const env = {};
      if (o.claudeExecutable) env["CLAUDE_CODE_EXECUTABLE"] = o.claudeExecutable;
      if (o.model) env["ANTHROPIC_MODEL"] = o.model;
      const sessionMeta = o.ignoreRepositoryConfig ? { claudeCode: { options: { settingSources: ["user"], extraArgs: { "strict-mcp-config": null } } } } : void 0;
      return { args: [...o.args], env, sessionMode: "default", ...sessionMeta ? { sessionMeta } : {} };
    }
  },
  build(o) {
    const args = ["-p", "--output-format", "stream-json", "--verbose"];
    if (o.model) args.push("--model", o.model);
    if (o.maxTurns !== null) args.push("--max-turns", String(o.maxTurns));
    if (o.maxBudgetUsd !== null) args.push("--max-budget-usd", String(o.maxBudgetUsd));
    if (o.allowedTools.length > 0) args.push("--allowedTools", o.allowedTools.join(","));
    args.push(...o.permissionArgs);
    if (o.ignoreRepositoryConfig) args.push("--setting-sources", "user", "--strict-mcp-config");
    if (o.converse) {
      args.push(
        "--input-format",
        "stream-json",
        "--permission-prompt-tool",
        "stdio",
        "--replay-user-messages"
      );
      return {
        args: [...args, ...o.args],
        stdin: `${JSON.stringify({ type: "user", message: { role: "user", content: o.prompt } })}
`
      };
    }
    return { args: [...args, ...o.args], stdin: o.prompt };
  }
};

// src/agent/recipes/codex.ts
var sandbox = (mode) => ["--sandbox", mode];
var CODEX_LOG_FILTER = "error,codex_sandboxing::violation=warn";
var CODEX_ACP_SANDBOX = {
  plan: "read-only",
  acceptEdits: "workspace-write",
  bypassPermissions: "danger-full-access"
};
var codexOverride = (key, value) => ["-c", `${key}=${JSON.stringify(value)}`];
var codex = {
  name: "codex",
  binary: "codex",
  npmPackage: "@openai/codex",
  installHint: "set 'install: auto' or add a step that runs `npm install -g @openai/codex`",
  dialect: "codex",
  supports: ["model", "permission-mode"],
  // No flag to point at for these: say what bounds or grants instead.
  inputHints: {
    "max-turns": "codex exec has no turn limit (no flag, no setting): bound the run with 'timeout-minutes'",
    "max-budget-usd": "codex exec has no budget: bound the run with 'timeout-minutes'",
    "allowed-tools": "codex decides what may run by its sandbox: set 'permission-mode' (plan, acceptEdits, bypassPermissions)"
  },
  exitCodes: { ...SIGNAL_CODES },
  // Its sandbox modes (0.169 `codex exec --help`: --sandbox read-only | workspace-write |
  // danger-full-access, and --dangerously-bypass-approvals-and-sandbox), and the portable names.
  // exec never asks for approval, so a mode is all there is to say what it may do.
  permissionModes: {
    values: {
      plan: sandbox("read-only"),
      acceptEdits: sandbox("workspace-write"),
      bypassPermissions: ["--dangerously-bypass-approvals-and-sandbox"],
      "read-only": sandbox("read-only"),
      "workspace-write": sandbox("workspace-write"),
      "danger-full-access": sandbox("danger-full-access")
    },
    whenUnset: "codex runs in its read-only sandbox because no 'permission-mode' is given: it can read the workspace, but every file edit and every command that writes is blocked (Narrator counts each as a denial). To let it edit the workspace, set 'permission-mode: acceptEdits' (codex --sandbox workspace-write)."
  },
  // Measured below (0.169): see docs/security.md.
  repositoryConfig: null,
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [["home", ".codex"]],
  // Through Zed's adapter (`codex-acp`, npm `@zed-industries/codex-acp`, a native binary with its
  // own build of Codex inside): Codex's sandbox does the work it does in `codex exec`, mapped from
  // `permission-mode` as above, and Codex asks (approval `on-request`) only when a call would
  // leave that sandbox; `bypassPermissions` never asks. Both are `-c` overrides, which outrank any
  // config file.
  acp: {
    adapter: {
      title: "the Codex ACP adapter",
      binary: "codex-acp",
      npmPackage: "@zed-industries/codex-acp",
      // The wrapper is a Node script that finds its platform package; the binary is used directly,
      // as for the other native CLIs (no Node start-up, and signals reach the agent itself).
      npmNativeBinaries: (p) => [
        `@zed-industries/codex-acp-${p.os}-${p.arch}/bin/codex-acp${p.os === "win32" ? ".exe" : ""}`
      ],
      installHint: "set 'install: auto' or add a step that runs `npm install -g @zed-industries/codex-acp`"
    },
    // Neither tokens nor cost over ACP.
    caps: { tokens: "none", cost: "none", nativeBudget: false },
    launch(o) {
      const mode = CODEX_ACP_SANDBOX[o.permissionMode ?? "acceptEdits"] ?? "workspace-write";
      const args = [
        ...codexOverride("sandbox_mode", mode),
        ...codexOverride("approval_policy", mode === "danger-full-access" ? "never" : "on-request")
      ];
      if (o.model) args.push(...codexOverride("model", o.model));
      const env = {};
      const given = o.env ?? {};
      if (!given["CODEX_API_KEY"] && given["OPENAI_API_KEY"]) env["CODEX_API_KEY"] = given["OPENAI_API_KEY"];
      return { args: [...args, ...o.args], env, sessionMode: null };
    }
  },
  build(o) {
    const args = ["exec", "--json", "--skip-git-repo-check"];
    if (o.model) args.push("--model", o.model);
    args.push(...o.permissionArgs);
    const env = {};
    const notices = [];
    const given = o.env ?? {};
    if (!given["CODEX_API_KEY"] && given["OPENAI_API_KEY"]) {
      env["CODEX_API_KEY"] = given["OPENAI_API_KEY"];
      notices.push(
        "codex exec reads its API key from CODEX_API_KEY, not OPENAI_API_KEY: Narrator passes OPENAI_API_KEY to codex as CODEX_API_KEY"
      );
    }
    if (given["OPENAI_BASE_URL"] && !o.args.some((a) => a.includes("openai_base_url"))) {
      notices.push(
        "OPENAI_BASE_URL is set, but codex exec ignores it: to use another endpoint, add `-c openai_base_url=\"URL\"` to 'args' or name a provider in $CODEX_HOME/config.toml"
      );
    }
    if (given["RUST_LOG"] === void 0) env["RUST_LOG"] = CODEX_LOG_FILTER;
    return { args: [...args, ...o.args, "-"], stdin: o.prompt, env, notices };
  }
};

// src/agent/recipes/cursor.ts
var cursor = {
  name: "cursor",
  binary: "cursor-agent",
  npmPackage: null,
  installHint: "cursor-agent has no npm package: add `curl https://cursor.com/install -fsS | bash` (or your own install step) before this one",
  dialect: "cursor",
  supports: ["model"],
  exitCodes: { 1: "error (see stderr; the stream may end without a result)", ...SIGNAL_CODES },
  permissionModes: null,
  // Not measured (the CLI is not installed here); its documentation names these, and no switch
  // that turns them off.
  repositoryConfig: {
    files: "the repository's .cursor/mcp.json and .cursor/cli.json (MCP servers, permissions)",
    whenNotTrusted: "warn"
  },
  // Narrator does not carry its sessions across runs: every run starts fresh, and says so.
  resume: { stdio: false, acp: false },
  configFolders: [["home", ".cursor"]],
  acp: null,
  build(o) {
    const args = ["-p", "--output-format", "stream-json"];
    if (o.model) args.push("--model", o.model);
    const problem = promptArgumentProblem("Cursor CLI", o.prompt);
    if (problem) throw new Error(problem);
    return { args: [...args, ...o.args, "--", o.prompt], stdin: null };
  }
};

// src/agent/recipes/gemini.ts
var MAX_ARGV_PROMPT_BYTES = MAX_ARG_BYTES - "--prompt=".length - 6;
var gemini = {
  name: "gemini",
  binary: "gemini",
  npmPackage: "@google/gemini-cli",
  installHint: "set 'install: auto' or add a step that runs `npm install -g @google/gemini-cli`",
  dialect: "gemini",
  supports: ["model", "permission-mode"],
  inputHints: {
    "max-turns": "Gemini CLI takes a turn limit only from its settings: set model.maxSessionTurns in .gemini/settings.json in the workspace or in ~/.gemini/settings.json",
    "allowed-tools": "Gemini CLI decides which tools run by its approval mode: set 'permission-mode' (plan, acceptEdits, bypassPermissions) or give it a policy file through 'args' (--policy)",
    "max-budget-usd": "Gemini CLI has no budget: bound the run with 'timeout-minutes'"
  },
  // The meanings of its own exit codes live in the dialect's table (src/stream/dialects/gemini.ts).
  exitCodes: { ...SIGNAL_CODES },
  // Approval modes (0.61 `--help`: default | auto_edit | yolo | plan), and the portable names.
  permissionModes: {
    values: {
      default: ["--approval-mode=default"],
      auto_edit: ["--approval-mode=auto_edit"],
      yolo: ["--approval-mode=yolo"],
      plan: ["--approval-mode=plan"],
      acceptEdits: ["--approval-mode=auto_edit"],
      bypassPermissions: ["--approval-mode=yolo"]
    },
    whenUnset: "gemini: 'permission-mode' is not set, so Gemini CLI runs in its default approval mode, in which a headless run gets no shell and no file-writing tools (calls to them fail as not registered). Set 'permission-mode: acceptEdits' to let it edit files, or 'permission-mode: bypassPermissions' for shell commands too."
  },
  // Measured (0.61, through the Action): the trusted workspace's .gemini/settings.json SessionStart
  // and BeforeAgent hooks and its stdio MCP server ran with the key, and its .gemini/.env set
  // GOOGLE_GEMINI_BASE_URL, which sent the key to that endpoint. An untrusted workspace loads none
  // of that, but a headless run refuses one (exit 55), and the switch that allows it (folder trust
  // off) is read only from root-owned system settings: nothing a step can set. So no run of
  // Gemini CLI on code that is not a writer's.
  repositoryConfig: {
    files: "the repository's .gemini/settings.json (hooks, MCP servers, every setting) and the .env files it loads (.gemini/.env, .env)",
    whenNotTrusted: "refuse"
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [["home", ".gemini"]],
  // Gemini CLI 0.61: `gemini --acp` (the 0.61 flag; `--experimental-acp` is its older name),
  // trusting the workspace as the stream-json recipe does, and switched to its `default` approval
  // mode (it asks before edits and shell commands): the workspace's settings may name `auto_edit`.
  acp: {
    adapter: null,
    // Tokens in the prompt's answer (`_meta.quota`), no cost.
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    launch(o) {
      const args = ["--acp"];
      if (o.model) args.push("--model", o.model);
      return {
        args: [...args, ...o.args],
        env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
        // The workspace it trusts may name another default approval mode (askingModeOf).
        sessionMode: "default"
      };
    }
  },
  build(o) {
    const args = ["--output-format", "stream-json"];
    if (o.model) args.push("--model", o.model);
    args.push(...o.permissionArgs, ...o.args);
    const env = { GEMINI_CLI_TRUST_WORKSPACE: "true" };
    if (Buffer.byteLength(o.prompt, "utf8") > MAX_ARGV_PROMPT_BYTES || o.prompt.includes("\0")) {
      return { args, stdin: o.prompt, env };
    }
    return { args: [...args, `--prompt=${o.prompt}`], stdin: null, env };
  }
};

// src/agent/recipes/opencode.ts
var PERMISSION_RULES = {
  // Read only: edits and shell commands are denied (and so not offered to the model).
  plan: { edit: "deny", bash: "deny" },
  // Workspace edits approved even when opencode.json asks; the rest follows the config.
  acceptEdits: { edit: "allow" }
};
function nativeBinaries(p) {
  const base = `opencode-${p.os === "win32" ? "windows" : p.os}-${p.arch}`;
  const file = `bin/opencode${p.os === "win32" ? ".exe" : ""}`;
  let names;
  if (p.arch !== "x64") names = p.musl ? [`${base}-musl`, base] : [base, `${base}-musl`];
  else if (p.os !== "linux") names = p.avx2 ? [base, `${base}-baseline`] : [`${base}-baseline`, base];
  else {
    const glibc = p.avx2 ? [base, `${base}-baseline`] : [`${base}-baseline`, base];
    const musl = glibc.map((n) => `${n}-musl`);
    names = p.musl ? [...musl, ...glibc] : [...glibc, ...musl];
  }
  return names.map((name) => `${name}/${file}`);
}
var opencode = {
  name: "opencode",
  binary: "opencode",
  npmPackage: "opencode-ai",
  npmNativeBinaries: nativeBinaries,
  installHint: "set 'install: auto' or add a step that runs `npm install -g opencode-ai`",
  dialect: "opencode",
  supports: ["model", "permission-mode"],
  // No flag to point at for these: say what bounds or grants instead.
  inputHints: {
    "max-turns": "opencode has no turn limit that stops a run (an agent's `steps` only asks the model to stop): bound the run with 'timeout-minutes'",
    "max-budget-usd": "opencode has no budget: bound the run with 'timeout-minutes'",
    "allowed-tools": "opencode decides what may run by its permission rules: set 'permission-mode', or `permission` rules in opencode.json"
  },
  exitCodes: { ...SIGNAL_CODES },
  permissionModes: {
    values: {
      plan: ["--agent", "plan"],
      acceptEdits: [],
      bypassPermissions: ["--auto"],
      // opencode's own name for its switch.
      auto: ["--auto"]
    },
    whenUnset: "permission-mode is not set: opencode uses the permissions of its config (by default it edits files and runs commands in the workspace; anything it would ask about, such as a path outside the workspace, is rejected and ends the run). Set 'permission-mode' to plan (read only), acceptEdits or bypassPermissions (--auto: approve those asks)."
  },
  // Measured (1.18.33): see docs/security.md. OPENCODE_DISABLE_PROJECT_CONFIG=true loads none of
  // the project's config files.
  repositoryConfig: {
    files: "the repository's opencode.json and .opencode/ (MCP servers, plugins, providers and their base URLs)",
    whenNotTrusted: "ignore"
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [
    ["config", "opencode"],
    ["data", "opencode"]
  ],
  // opencode 1.18: `opencode acp`; its config decides what it asks about, so the edit, shell and
  // fetch permissions are set to `ask` (OPENCODE_PERMISSION) unless the mode bypasses permissions.
  acp: {
    adapter: null,
    // Its cost in `usage_update` when a turn ends, the tokens in the prompt's answer.
    caps: { tokens: "turn_end", cost: "turn_end", nativeBudget: false },
    launch(o) {
      const args = ["acp"];
      const env = {};
      if (o.permissionMode !== "bypassPermissions") {
        env["OPENCODE_PERMISSION"] = JSON.stringify({ edit: "ask", bash: "ask", webfetch: "ask" });
      }
      if (o.ignoreRepositoryConfig) env["OPENCODE_DISABLE_PROJECT_CONFIG"] = "true";
      return { args: [...args, ...o.args], env, sessionMode: null };
    }
  },
  build(o) {
    const args = ["run", "--format", "json"];
    if (o.model) args.push("--model", o.model);
    args.push(...o.permissionArgs);
    const rules = o.permissionMode ? PERMISSION_RULES[o.permissionMode] : void 0;
    const env = {};
    if (rules) env["OPENCODE_PERMISSION"] = JSON.stringify(rules);
    if (o.ignoreRepositoryConfig) env["OPENCODE_DISABLE_PROJECT_CONFIG"] = "true";
    return { args: [...args, ...o.args], stdin: o.prompt, ...Object.keys(env).length > 0 ? { env } : {} };
  }
};

// src/agent/agent-user.ts
var AgentUserError = class extends Error {
  name = "AgentUserError";
};
function run(file, args) {
  return execFileSync(file, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}
function privileged(privilege, file, args) {
  return privilege === "root" ? run(file, args) : run("sudo", ["-n", "--", file, ...args]);
}
function which2(name, env) {
  const dirs = [...(env["PATH"] ?? "").split(node_path_default.delimiter), "/usr/sbin", "/usr/bin", "/sbin", "/bin"];
  for (const dir of dirs) {
    if (!dir) continue;
    const file = node_path_default.join(dir, name);
    try {
      if (statSync(file).isFile()) return file;
    } catch {
    }
  }
  return null;
}
function privilegeHere(env) {
  if (process.getuid?.() === 0) return "root";
  if (which2("sudo", env) === null) return "the runner user is not root and there is no sudo";
  try {
    run("sudo", ["-n", "true"]);
    return "sudo";
  } catch {
    return "the runner user is not root and has no passwordless sudo";
  }
}
function dropSudo(user) {
  const files = [];
  try {
    for (const entry of readdirSync("/etc/sudoers.d")) {
      const file = node_path_default.join("/etc/sudoers.d", entry);
      try {
        if (readFileSync(file, "utf8").split(/\s+/).includes(user)) {
          files.push(file);
        }
      } catch {
        files.push(file);
      }
    }
  } catch {
  }
  const script = 'u="$1"; shift; for g in sudo admin wheel; do gpasswd -d "$u" "$g" >/dev/null 2>&1 || true; done; for f in "$@"; do if grep -qw -- "$u" "$f" 2>/dev/null; then rm -f -- "$f"; fi; done';
  try {
    run("sudo", ["-n", "--", "/bin/sh", "-c", script, "drop-sudo", user, ...files]);
  } catch (error3) {
    throw new AgentUserError(`drop-sudo: removing ${user}'s sudo rights failed: ${error3.message}`);
  }
  try {
    run("sudo", ["-K"]);
  } catch {
  }
  try {
    run("sudo", ["-n", "true"]);
  } catch {
    return `Narrator: drop-sudo: ${user} has no sudo rights for the rest of the job`;
  }
  throw new AgentUserError(
    `drop-sudo: ${user} can still run sudo after leaving the sudo groups and sudoers.d; refusing to go on`
  );
}
function userName(env) {
  try {
    return node_os_default.userInfo().username;
  } catch {
    return env["USER"] ?? "";
  }
}
function firstLine(error3) {
  const e = error3;
  return (e.stderr?.trim() || e.message || String(error3)).split("\n")[0] ?? "";
}
function giveBackLent(raw, env) {
  let record3;
  try {
    record3 = JSON.parse(raw);
  } catch {
    return ["Narrator post step: agent-user: the saved record is not JSON; nothing given back"];
  }
  const me = process.getuid?.();
  if (!Number.isInteger(record3.agentUid) || record3.agentUid <= 0 || record3.agentUid === me || !Array.isArray(record3.dirs) || !record3.dirs.every((d) => typeof d === "string" && node_path_default.isAbsolute(d))) {
    return ["Narrator post step: agent-user: the saved record does not hold up; nothing given back"];
  }
  if (me === void 0) return [];
  const privilege = privilegeHere(env);
  if (privilege !== "root" && privilege !== "sudo") {
    return [`Narrator post step: agent-user: cannot give the workspace back (${privilege})`];
  }
  const group = process.getgid?.() ?? me;
  const lines = [];
  for (const dir of record3.dirs) {
    if (!existsSync(dir)) continue;
    try {
      privileged(privilege, "chown", [
        "-R",
        "--no-dereference",
        `--from=${record3.agentUid}`,
        `${me}:${group}`,
        dir
      ]);
      lines.push(`Narrator post step: agent-user: gave ${dir} back`);
    } catch (error3) {
      lines.push(`Narrator post step: agent-user: could not give ${dir} back: ${firstLine(error3)}`);
    }
  }
  const base = node_path_default.resolve(env["RUNNER_TEMP"] || node_os_default.tmpdir());
  const folder = typeof record3.folder === "string" ? node_path_default.resolve(record3.folder) : "";
  try {
    if (node_path_default.dirname(folder) === base && lstatSync(folder).uid === record3.agentUid) {
      privileged(privilege, "rm", ["-rf", "--one-file-system", "--", folder]);
    }
  } catch {
  }
  if (record3.dropSudo === true && privilege === "sudo") {
    try {
      lines.push(dropSudo(userName(env)));
    } catch (error3) {
      lines.push(`Narrator post step: ${error3.message}`);
    }
  }
  return lines;
}

// src/action/post/leftover-user.ts
function giveBackLeftoverWorkspace(context2) {
  const raw = handedText(HANDOFF.agentUser);
  if (raw.trim() === "") return [];
  return giveBackLent(raw, context2.parent);
}

// src/context/proxy.ts
function runnerProxy(runner) {
  const out = {};
  for (const name of ["HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY"]) {
    const value = runner[name];
    if (value !== void 0) out[name] = value;
  }
  return out;
}
async function useRunnerProxy(runner) {
  const proxy = runnerProxy(runner);
  if (proxy["HTTPS_PROXY"] === void 0 && proxy["HTTP_PROXY"] === void 0) return null;
  const http = await import("node:http");
  const setGlobalProxyFromEnv = http.setGlobalProxyFromEnv;
  return typeof setGlobalProxyFromEnv === "function" ? setGlobalProxyFromEnv(proxy) : null;
}

// src/context/event.ts
var NO_EVENT = Object.freeze({ file: null, payload: Object.freeze({}), error: null });
function readRunEvent(file) {
  if (!file) return NO_EVENT;
  try {
    return Object.freeze({ file, payload: JSON.parse(readFileSync(file, "utf8")), error: null });
  } catch (error3) {
    return Object.freeze({
      file,
      payload: Object.freeze({}),
      error: `cannot read the event payload ${file}: ${error3.message}`
    });
  }
}

// src/context/knobs.ts
var DEFAULT_KILL_GRACE_MS = 5e3;
var DEFAULT_GITHUB_TIMEOUT_MS = 6e4;
var DEFAULT_COMMENT_FINAL_TIMEOUT_MS = 3e4;
var DEFAULT_BOARD_FINAL_TIMEOUT_MS = 6e4;
var DEFAULT_COMMENT_HEARTBEAT_MS = 3e4;
var DEFAULT_SNAPSHOT_INTERVAL_MS = 2e3;
function knobNumber(env, name) {
  const raw = env[name];
  const value = Number(raw);
  return raw !== void 0 && raw.trim() !== "" && Number.isFinite(value) && value >= 0 ? value : void 0;
}
function readKnobs(env) {
  const scale = knobNumber(env, "NARRATOR_CLOCK_SCALE");
  const origin = knobNumber(env, "NARRATOR_CLOCK_ORIGIN");
  const finalTimeout = knobNumber(env, "NARRATOR_COMMENT_FINAL_TIMEOUT_MS");
  return {
    killGraceMs: knobNumber(env, "NARRATOR_KILL_GRACE_MS") ?? DEFAULT_KILL_GRACE_MS,
    githubTimeoutMs: knobNumber(env, "NARRATOR_GITHUB_TIMEOUT_MS") || DEFAULT_GITHUB_TIMEOUT_MS,
    githubBackoffMs: knobNumber(env, "NARRATOR_GITHUB_BACKOFF_MS"),
    clock: scale === void 0 || scale <= 0 || scale === 1 || origin === void 0 ? null : { scale, origin },
    commentFinalTimeoutMs: finalTimeout ?? DEFAULT_COMMENT_FINAL_TIMEOUT_MS,
    boardFinalTimeoutMs: finalTimeout ?? DEFAULT_BOARD_FINAL_TIMEOUT_MS,
    commentHeartbeatMs: knobNumber(env, "NARRATOR_COMMENT_HEARTBEAT_MS") ?? DEFAULT_COMMENT_HEARTBEAT_MS,
    callWindow: knobNumber(env, "NARRATOR_CALL_WINDOW"),
    snapshotIntervalMs: knobNumber(env, "NARRATOR_SNAPSHOT_INTERVAL_MS") ?? DEFAULT_SNAPSHOT_INTERVAL_MS,
    debugTiming: env["NARRATOR_DEBUG_TIMING"] === "1",
    ledger: env["NARRATOR_LEDGER"] !== "off",
    ledgerSettleMs: knobNumber(env, "NARRATOR_LEDGER_SETTLE_MS")
  };
}

// src/context/runner-env.ts
var RUNNER_VARIABLES = [
  "GITHUB_ACTIONS",
  "GITHUB_ACTION",
  "GITHUB_ACTOR",
  // Who started this attempt (a re-run's actor), for the ledger's row.
  "GITHUB_TRIGGERING_ACTOR",
  // The REST API of github.com or a GHES server. No GITHUB_GRAPHQL_URL: Octokit derives GHES's
  // /api/graphql from its /api/v3 base URL itself.
  "GITHUB_API_URL",
  "GITHUB_SERVER_URL",
  "GITHUB_REPOSITORY",
  "GITHUB_EVENT_NAME",
  "GITHUB_EVENT_PATH",
  "GITHUB_WORKFLOW",
  // The workflow file and ref (the ledger reads its concurrency group from the checked-out file).
  "GITHUB_WORKFLOW_REF",
  "GITHUB_JOB",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_ATTEMPT",
  "GITHUB_SHA",
  "GITHUB_WORKSPACE",
  "GITHUB_STEP_SUMMARY",
  /** The token a workflow put in the step's env (the `github-token` input is read first). */
  "GITHUB_TOKEN",
  "RUNNER_NAME",
  "RUNNER_TEMP",
  "RUNNER_TOOL_CACHE",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_URL",
  // The proxy of a self-hosted runner, as the runner and @actions/http-client spell it.
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY"
];
function readRunnerEnv(env) {
  const out = {};
  for (const name of RUNNER_VARIABLES) {
    const value = env[name] ?? (name.endsWith("PROXY") ? env[name.toLowerCase()] : void 0);
    out[name] = value === "" ? void 0 : value;
  }
  return Object.freeze(out);
}

// src/context/run-context.ts
function readRunContext(env) {
  const runner = readRunnerEnv(env);
  return Object.freeze({
    runner,
    event: readRunEvent(runner["GITHUB_EVENT_PATH"]),
    knobs: Object.freeze(readKnobs(env)),
    parent: Object.freeze({ ...env }),
    otel: Object.freeze(Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("OTEL_"))))
  });
}

// builtin:node:fs/promises
var __builtin10 = process.getBuiltinModule("node:fs/promises");
var __read5 = (name) => __builtin10[name];
var appendFile2 = /* @__PURE__ */ __read5("appendFile");

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError = class extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
};

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
var VERSION = "0.0.0-development";
function isRequestError(error3) {
  return error3.request !== void 0;
}
async function errorRequest(state2, octokit, error3, options) {
  if (!isRequestError(error3) || !error3?.request.request) {
    throw error3;
  }
  if (error3.status >= 400 && !state2.doNotRetry.includes(error3.status)) {
    const retries2 = options.request.retries != null ? options.request.retries : state2.retries;
    const retryAfter = Math.pow((options.request.retryCount || 0) + 1, 2);
    throw octokit.retry.retryRequest(error3, retries2, retryAfter);
  }
  throw error3;
}
async function wrapRequest(state2, octokit, request2, options) {
  const limiter = new import_light.default();
  limiter.on("failed", function(error3, info3) {
    const maxRetries = ~~error3.request.request?.retries;
    const after = ~~error3.request.request?.retryAfter;
    options.request.retryCount = info3.retryCount + 1;
    if (maxRetries > info3.retryCount) {
      return after * state2.retryAfterBaseValue;
    }
  });
  return limiter.schedule(
    requestWithGraphqlErrorHandling.bind(null, state2, octokit, request2),
    options
  );
}
async function requestWithGraphqlErrorHandling(state2, octokit, request2, options) {
  const response = await request2(options);
  if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
    response.data.errors[0].message
  )) {
    const error3 = new RequestError(response.data.errors[0].message, 500, {
      request: options,
      response
    });
    return errorRequest(state2, octokit, error3, options);
  }
  return response;
}
function retry(octokit, octokitOptions) {
  const state2 = Object.assign(
    {
      enabled: true,
      retryAfterBaseValue: 1e3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 451],
      retries: 3
    },
    octokitOptions.retry
  );
  const retryPlugin = {
    retry: {
      retryRequest: (error3, retries2, retryAfter) => {
        error3.request.request = Object.assign({}, error3.request.request, {
          retries: retries2,
          retryAfter
        });
        return error3;
      }
    }
  };
  if (state2.enabled) {
    octokit.hook.error("request", errorRequest.bind(null, state2, retryPlugin));
    octokit.hook.wrap("request", wrapRequest.bind(null, state2, retryPlugin));
  }
  return retryPlugin;
}
retry.VERSION = VERSION;

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light2 = __toESM(require_light(), 1);
var VERSION2 = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest2(state2, request2, options) {
  return state2.retryLimiter.schedule(doRequest, state2, request2, options);
}
async function doRequest(state2, request2, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount2 = ~~request2.retryCount;
  const jobOptions = retryCount2 > 0 ? { priority: 0, weight: 0 } : {};
  if (state2.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state2.write.key(state2.id).schedule(jobOptions, noop);
  }
  if (isWrite && state2.triggersNotification(pathname)) {
    await state2.notifications.key(state2.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state2.search.key(state2.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state2.auth : state2.global).key(state2.id).schedule(jobOptions, request2, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error3) => error3.type === "RATE_LIMITED")) {
      const error3 = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error3;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck2, common) {
  groups.global = new Bottleneck2.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck2.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck2.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck2.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck2.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck2 = import_light2.default,
    id: id2 = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state2 = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id: id2
    },
    octokitOptions.throttle
  );
  if (typeof state2.onSecondaryRateLimit !== "function" || typeof state2.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck2, common);
    }
    state2.global = state2.global ?? groups.global;
    state2.auth = state2.auth ?? groups.auth;
    state2.search = state2.search ?? groups.search;
    state2.write = state2.write ?? groups.write;
    state2.notifications = state2.notifications ?? groups.notifications;
    state2.retryLimiter = state2.retryLimiter ?? new Bottleneck2();
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state2.onSecondaryRateLimit);
    events.on("rate-limit", state2.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state2.retryLimiter.on("failed", async function(error3, info3) {
      const [state22, request2, options] = info3.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error3.status !== 401;
      if (!(shouldRetryGraphQL || error3.status === 403 || error3.status === 429)) {
        return;
      }
      const retryCount2 = ~~request2.retryCount;
      request2.retryCount = retryCount2;
      options.request.retryCount = retryCount2;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error3.message)) {
          const retryAfter2 = Number(error3.response.headers["retry-after"]) || state22.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount2
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error3.response.headers != null && error3.response.headers["x-ratelimit-remaining"] === "0" || (error3.response.data?.errors ?? []).some(
          (error22) => error22.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error3.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount2
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request2.retryCount++;
        return retryAfter * state22.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request2, options) => {
    initializeBottleneck();
    return wrapRequest2(state2, request2, options);
  });
  return {};
}
throttling.VERSION = VERSION2;
throttling.triggersNotification = triggersNotification;

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }
  if (typeof process === "object" && process.version !== void 0) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
  }
  return "<environment undetectable>";
}

// node_modules/before-after-hook/lib/register.js
function register(state2, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state2, name2, callback, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state2.registry[name]) {
      return method(options);
    }
    return state2.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}

// node_modules/before-after-hook/lib/add.js
function addHook(state2, kind, name, hook2) {
  const orig = hook2;
  if (!state2.registry[name]) {
    state2.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = (method, options) => {
      return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
    };
  }
  if (kind === "after") {
    hook2 = (method, options) => {
      let result;
      return Promise.resolve().then(method.bind(null, options)).then((result_) => {
        result = result_;
        return orig(result, options);
      }).then(() => {
        return result;
      });
    };
  }
  if (kind === "error") {
    hook2 = (method, options) => {
      return Promise.resolve().then(method.bind(null, options)).catch((error3) => {
        return orig(error3, options);
      });
    };
  }
  state2.registry[name].push({
    hook: hook2,
    orig
  });
}

// node_modules/before-after-hook/lib/remove.js
function removeHook(state2, name, method) {
  if (!state2.registry[name]) {
    return;
  }
  const index = state2.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state2.registry[name].splice(index, 1);
}

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state2, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state2, name] : [state2]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state2, kind, name] : [state2, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
function Singular() {
  const singularHookName = /* @__PURE__ */ Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
function Collection() {
  const state2 = {
    registry: {}
  };
  const hook2 = register.bind(null, state2);
  bindApi(hook2, state2);
  return hook2;
}
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/endpoint/dist-bundle/index.js
var VERSION3 = "0.0.0-development";
var userAgent = `octokit-endpoint.js/${VERSION3} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};
function lowercaseKeys(object2) {
  if (!object2) {
    return {};
  }
  return Object.keys(object2).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object2[key];
    return newObj;
  }, {});
}
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
function mergeDeep(defaults, options) {
  const result = Object.assign({}, defaults);
  Object.keys(options).forEach((key) => {
    if (isPlainObject(options[key])) {
      if (!(key in defaults)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}
function merge(defaults, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults || {}, options);
  if (options.url === "/graphql") {
    if (defaults && defaults.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}
function omit(object2, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object2)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object2[key];
    }
  }
  return result;
}
function encodeReserved(str3) {
  return str3.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str3) {
  return encodeURIComponent(str3).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context2, operator, key, modifier) {
  var value = context2[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context2) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal2) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context2, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal2);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}
function parse(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}
function endpointWithDefaults(defaults, route, options) {
  return parse(merge(defaults, route, options));
}
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS22 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS22);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS22,
    defaults: withDefaults.bind(null, DEFAULTS22),
    merge: merge.bind(null, DEFAULTS22),
    parse
  });
}
var endpoint = withDefaults(null, DEFAULTS);

// node_modules/content-type/dist/index.js
var SP = 32;
var HTAB = 9;
var SEMI = 59;
var EQ = 61;
var DQUOTE = 34;
var BSLASH = 92;
var COMMA = 44;
var LOWER_CASE = 1;
var OWS = 2;
var SEMI_FLAG = 4;
var COMMA_FLAG = 8;
var TOKEN_FLAG = 16;
var NON_ASCII = 65280;
var CASE_FLAGS = LOWER_CASE | NON_ASCII;
var CHAR_MAP = new Uint8Array(256);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code = 128; code <= 255; code++) {
  CHAR_MAP[code] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
  CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code = 48; code <= 57; code++) {
  CHAR_MAP[code] |= TOKEN_FLAG;
}
for (let code = 65; code <= 90; code++) {
  CHAR_MAP[code] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code = 97; code <= 122; code++) {
  CHAR_MAP[code] |= TOKEN_FLAG;
}
var NullObject = /* @__PURE__ */ (() => {
  const C2 = function() {
  };
  C2.prototype = /* @__PURE__ */ Object.create(null);
  return C2;
})();
function parse2(header2, options) {
  const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
  const len = header2.length;
  let valueStart = options?.start ?? 0;
  while ((CHAR_MAP[header2.charCodeAt(valueStart)] & OWS) !== 0) {
    valueStart++;
  }
  let index = valueStart;
  let typeFlags = 0;
  let whitespace = -1;
  let stop = options?.parameters === false ? COMMA_FLAG : 0;
  while (index < len) {
    const code = header2.charCodeAt(index);
    const flags = CHAR_MAP[code];
    if ((flags & stopFlags) !== 0) {
      stop |= flags & COMMA_FLAG;
      break;
    }
    if ((flags & OWS) !== 0) {
      if (whitespace === -1)
        whitespace = index;
    } else {
      whitespace = -1;
    }
    typeFlags |= code & NON_ASCII | flags;
    index++;
  }
  const valueEnd = whitespace === -1 ? index : whitespace;
  const value = header2.slice(valueStart, valueEnd);
  const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
  if (index === len || stop !== 0) {
    return { type, index, parameters: new NullObject() };
  }
  return parseParameters(header2, type, index, len, stopFlags);
}
function parseParameters(header2, type, index, len, stopFlags) {
  const parameters = new NullObject();
  parameter: while (index < len) {
    index++;
    while ((CHAR_MAP[header2.charCodeAt(index)] & OWS) !== 0) {
      index++;
    }
    const keyStart = index;
    let keyFlags = 0;
    let keyWhitespace = -1;
    while (index < len) {
      const code = header2.charCodeAt(index);
      const flags = CHAR_MAP[code];
      if ((flags & stopFlags) !== 0) {
        if ((flags & COMMA_FLAG) !== 0)
          break parameter;
        continue parameter;
      }
      if (code === EQ) {
        const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
        const value = header2.slice(keyStart, keyEnd);
        const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
        index++;
        while ((CHAR_MAP[header2.charCodeAt(index)] & OWS) !== 0) {
          index++;
        }
        if (index < len && header2.charCodeAt(index) === DQUOTE) {
          const quotedStart = ++index;
          let escaped = false;
          while (index < len) {
            const code2 = header2.charCodeAt(index);
            if (code2 === DQUOTE) {
              if (parameters[key] === void 0) {
                parameters[key] = escaped ? unescapeQuotedPairs(header2, quotedStart, index) : header2.slice(quotedStart, index);
              }
              index++;
              let stop2 = 0;
              while (index < len) {
                const code3 = header2.charCodeAt(index);
                const flags2 = CHAR_MAP[code3];
                if ((flags2 & stopFlags) !== 0) {
                  stop2 = flags2 & COMMA_FLAG;
                  break;
                }
                index++;
              }
              if (stop2 !== 0)
                break parameter;
              continue parameter;
            }
            if (code2 === BSLASH && index + 1 < len) {
              escaped = true;
              index += 2;
              continue;
            }
            index++;
          }
          continue parameter;
        }
        const valueStart = index;
        let stop = 0;
        let valueWhitespace = -1;
        while (index < len) {
          const code2 = header2.charCodeAt(index);
          const flags2 = CHAR_MAP[code2];
          if ((flags2 & stopFlags) !== 0) {
            stop = flags2 & COMMA_FLAG;
            break;
          }
          if ((flags2 & OWS) !== 0) {
            if (valueWhitespace === -1)
              valueWhitespace = index;
          } else {
            valueWhitespace = -1;
          }
          index++;
        }
        if (parameters[key] === void 0) {
          const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
          parameters[key] = header2.slice(valueStart, valueEnd);
        }
        if (stop !== 0)
          break parameter;
        continue parameter;
      }
      if ((flags & OWS) !== 0) {
        if (keyWhitespace === -1)
          keyWhitespace = index;
      } else {
        keyWhitespace = -1;
      }
      keyFlags |= code & NON_ASCII | flags;
      index++;
    }
  }
  return { type, index, parameters };
}
function unescapeQuotedPairs(str3, start, end) {
  let result = "";
  for (let index = start; index < end; index++) {
    if (str3.charCodeAt(index) === BSLASH) {
      result += str3.slice(start, index);
      start = ++index;
    }
  }
  return result + str3.slice(start, end);
}

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex = /^-?\d+$/;
var noiseValue = /^-?\d+n+$/;
var originalStringify = JSON.stringify;
var originalParse = JSON.parse;
var customFormat = /^-?\d+n$/;
var bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
var noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
var isUnstringifiable = (val) => val === void 0 || typeof val === "function" || typeof val === "symbol";
var isRawJSON = (val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON";
var stringifyIteratively = (rootValue, replacer, spaceParam) => {
  let space = "";
  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }
  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
  const prepareVal = (parent, key, val) => {
    const isObject3 = val !== null && typeof val === "object";
    const hasToJSON = isObject3 && typeof val.toJSON === "function";
    if (hasToJSON) {
      val = val.toJSON(key);
    }
    const isNoise = typeof val === "string" && noiseValue.test(val);
    if (isNoise) return val + "n";
    const isBigInt = typeof val === "bigint";
    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return JSON.rawJSON(val.toString());
      return val.toString() + "n";
    }
    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }
    const isPostReplacerObject = val !== null && typeof val === "object";
    if (isPostReplacerObject) {
      const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }
    return val;
  };
  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
  if (isUnstringifiable(rootProcessed)) {
    return void 0;
  }
  const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);
  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }
  const chunks = [];
  let level = 0;
  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true
    }
  ];
  const visited = new WeakSet([rootProcessed]);
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }
    let isDone = false;
    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");
        if (space) chunks.push("\n" + space.repeat(level));
        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);
        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject = childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);
          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }
            visited.add(childVal);
            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true
            });
            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];
        const isFilteredOutByArray = propertyList && !propertyList.has(k);
        if (isFilteredOutByArray) continue;
        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);
        if (isUnstringifiable(childVal)) continue;
        if (!node.first) chunks.push(",");
        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }
        const isComplexObject = childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);
        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }
          visited.add(childVal);
          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true
          });
          node.first = false;
          break;
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }
      const isNodeFullyProcessed = node.index >= node.keys.length && stack[stack.length - 1] === node;
      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }
    if (isDone) {
      level--;
      if (!node.first && space) chunks.push("\n" + space.repeat(level));
      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }
  return chunks.join("");
};
var JSONStringify = (value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;
    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());
          const hasFunctionReplacer = typeof replacer === "function";
          if (hasFunctionReplacer) return replacer(key, val);
          const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
          if (isKeyInArrayReplacer) return val;
          return val;
        },
        space
      );
    }
    if (!value) return originalStringify(value, replacer, space);
    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);
        if (isNoise) return val.toString() + "n";
        if (typeof val === "bigint") return val.toString() + "n";
        const hasFunctionReplacer = typeof replacer === "function";
        if (hasFunctionReplacer) return replacer(key, val);
        const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
        if (isKeyInArrayReplacer) return val;
        return val;
      },
      space
    );
    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3"
    );
    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
    return denoisedJSON;
  } catch (error3) {
    if (error3 instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);
      if (convertedJSON === void 0) return void 0;
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return convertedJSON;
      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
      return processedJSON.replace(noiseStringify, "$1$2$3");
    }
    throw error3;
  }
};
var featureCache = /* @__PURE__ */ new Map();
var isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();
  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }
  try {
    const result = JSON.parse(
      "1",
      (_, __, context2) => !!context2?.source && context2.source === "1"
    );
    featureCache.set(parseFingerprint, result);
    return result;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
};
var convertMarkedBigIntsReviver = (key, value, context2, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key, value, context2);
};
var JSONParseV2 = (text3, reviver) => {
  return JSON.parse(text3, (key, value, context2) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context2 && intRegex.test(context2.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context2.source);
    const hasCustomReviver = typeof reviver === "function";
    if (!hasCustomReviver) return value;
    return reviver(key, value, context2);
  });
};
var MAX_INT = Number.MAX_SAFE_INTEGER.toString();
var MAX_DIGITS = MAX_INT.length;
var stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
var noiseValueWithQuotes = /^"-?\d+n+"$/;
var applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (!node.visited) {
      node.visited = true;
      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";
      if (isComplexObject) {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];
      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);
        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);
          if (isNoise) value = value.slice(0, -1);
        }
      }
      const hasUserReviver = typeof userReviver === "function";
      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }
      const isDeleted = value === void 0;
      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }
      stack.pop();
    }
  }
  return rootHolder[""];
};
var serializeBigInts = (text3) => {
  return text3.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);
      if (isNoise) return match.substring(0, match.length - 1) + 'n"';
      const hasFractionalOrExponential = fractional || exponential;
      const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
      const isStandardValue = isString || hasFractionalOrExponential || isLessThanMaxSafeInt;
      if (isStandardValue) return match;
      return '"' + match + 'n"';
    }
  );
};
var JSONParse = (text3, reviver) => {
  if (!text3) return originalParse(text3, reviver);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text3, reviver);
    const serializedData = serializeBigInts(text3);
    return originalParse(
      serializedData,
      (key, value, context2) => convertMarkedBigIntsReviver(key, value, context2, reviver)
    );
  } catch (error3) {
    if (error3 instanceof RangeError) {
      const serializedData = serializeBigInts(text3);
      const parsed = originalParse(serializedData);
      return applyReviverIteratively(parsed, reviver);
    }
    throw error3;
  }
};

// node_modules/@octokit/request/dist-bundle/index.js
var VERSION4 = "10.0.16";
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${VERSION4} ${getUserAgent()}`
  }
};
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
var noop2 = () => "";
async function fetchWrapper(requestOptions) {
  const fetch2 = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch2) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch2(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error3) {
    let message = "Unknown Error";
    if (error3 instanceof Error) {
      if (error3.name === "AbortError") {
        error3.status = 500;
        throw error3;
      }
      message = error3.message;
      if (error3.name === "TypeError" && "cause" in error3) {
        if (error3.cause instanceof Error) {
          message = error3.cause.message;
        } else if (typeof error3.cause === "string") {
          message = error3.cause;
        }
      }
    }
    const requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    requestError.cause = error3;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop2);
  }
  const mimetype = parse2(contentType);
  if (isJSONResponse(mimetype)) {
    let text3 = "";
    try {
      text3 = await response.text();
      return JSONParse(text3);
    } catch (err) {
      return text3;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop2);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
function withDefaults2(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: withDefaults2.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: withDefaults2.bind(null, endpoint2)
  });
}
var request = withDefaults2(endpoint, defaults_default);

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION5 = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
    requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
function withDefaults3(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options) => {
    return graphql(newRequest, query, options);
  };
  return Object.assign(newApi, {
    defaults: withDefaults3.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
var graphql2 = withDefaults3(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION5} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults3(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep2 = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep2}${b64url}${sep2}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
async function hook(token, request2, route, parameters) {
  const endpoint2 = request2.endpoint.merge(
    route,
    parameters
  );
  endpoint2.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint2);
}
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};

// node_modules/@octokit/core/dist-src/version.js
var VERSION6 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop3 = () => {
};
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop3;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop3;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
var userAgentTrail = `octokit-core.js/${VERSION6} ${getUserAgent()}`;
var Octokit = class {
  static VERSION = VERSION6;
  static defaults(defaults) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults === "function") {
          super(defaults(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults,
            options,
            options.userAgent && defaults.userAgent ? {
              userAgent: `${options.userAgent} ${defaults.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook2;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-request-log/dist-src/version.js
var VERSION7 = "6.0.0";

// node_modules/@octokit/plugin-request-log/dist-src/index.js
function requestLog(octokit) {
  octokit.hook.wrap("request", (request2, options) => {
    octokit.log.debug("request", options);
    const start = Date.now();
    const requestOptions = octokit.request.endpoint.parse(options);
    const path = requestOptions.url.replace(options.baseUrl, "");
    return request2(options).then((response) => {
      const requestId = response.headers["x-github-request-id"];
      octokit.log.info(
        `${requestOptions.method} ${path} - ${response.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      return response;
    }).catch((error3) => {
      const requestId = error3.response?.headers["x-github-request-id"] || "UNKNOWN";
      octokit.log.error(
        `${requestOptions.method} ${path} - ${error3.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      throw error3;
    });
  });
}
requestLog.VERSION = VERSION7;

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION8 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error3) {
          if (error3.status !== 409) throw error3;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = VERSION8;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION9 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint2] of Object.entries(endpoints)) {
    const [route, defaults, decorations] = endpoint2;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache }, methodName) {
    if (cache[methodName]) {
      return cache[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
restEndpointMethods.VERSION = VERSION9;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
legacyRestEndpointMethods.VERSION = VERSION9;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION10 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION10}`
  }
);

// src/github/rate-budget.ts
var CROWD_MAX_AGE_MS = 10 * 6e4;
var PENALTY_MS = 15 * 6e4;
function observingFetch(inner, budget) {
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    budget.noteRequest(method, url);
    const response = await inner(input, init);
    let secondary = false;
    if (response.status === 403 || response.status === 429) {
      const text3 = await response.clone().text().catch(() => "");
      secondary = /secondary rate limit/i.test(text3) || response.headers.get("retry-after") !== null;
    }
    budget.observe({ method, url, status: response.status, headers: response.headers, secondary });
    return response;
  };
}

// src/github/client.ts
var DEFAULT_GITHUB_API_URL = "https://api.github.com";
function throttleId() {
  return `narrator-${randomUUID()}`;
}
function lookupSibling(_octokit, options) {
  let sibling = null;
  return {
    lookupClient() {
      sibling ??= new NarratorOctokit({
        ...options,
        throttle: { ...options["throttle"], id: throttleId() }
      });
      return sibling;
    }
  };
}
var NarratorOctokit = Octokit2.plugin(throttling, retry, lookupSibling);
function createGitHubClient(options) {
  const { logger } = options;
  const maxRetries = options.maxRateLimitRetries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const baseUrl = (options.baseUrl?.trim() || DEFAULT_GITHUB_API_URL).replace(/(?<!\/)\/+$/, "");
  const shouldWait = (kind, retryAfter, method, url, retryCount2) => {
    const where = `${method} ${url}`;
    if (retryCount2 < maxRetries && retryAfter <= maxWait) {
      logger.debug(
        `GitHub ${kind} on ${where}: waiting ${retryAfter} s (retry ${retryCount2 + 1}/${maxRetries})`
      );
      return true;
    }
    logger.debug(
      `GitHub ${kind} on ${where}: not waiting ${retryAfter} s inside the request, giving it back`
    );
    return false;
  };
  return new NarratorOctokit({
    auth: options.token,
    baseUrl,
    userAgent: `narrator/${options.version}`,
    log: {
      debug: (message) => logger.debug(message),
      info: (message) => logger.debug(message),
      warn: (message) => logger.debug(`octokit: ${message}`),
      error: (message) => logger.debug(`octokit: ${message}`)
    },
    request: options.budget ? { fetch: observingFetch(options.fetch ?? ((input, init) => fetch(input, init)), options.budget) } : options.fetch ? { fetch: options.fetch } : {},
    throttle: {
      id: throttleId(),
      retryAfterBaseValue: options.rateLimitSecondMs ?? 1e3,
      onRateLimit: (retryAfter, request2, _octokit, retryCount2) => shouldWait("rate limit", retryAfter, request2.method, request2.url, retryCount2),
      onSecondaryRateLimit: (retryAfter, request2, _octokit, retryCount2) => shouldWait("secondary rate limit", retryAfter, request2.method, request2.url, retryCount2)
    },
    retry: {
      retries: options.serverErrorRetries ?? 3,
      retryAfterBaseValue: options.serverErrorBackoffMs ?? 1e3,
      // 429 is left to the throttling plugin and then to the caller, which honour `retry-after`;
      // the retry plugin would retry it on its own fixed backoff and ignore the header.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451]
    }
  });
}

// src/github/errors.ts
var FALLBACK_RATE_LIMIT_MS = 6e4;
function classifyGitHubError(error3, nowMs) {
  const e = typeof error3 === "object" && error3 !== null ? error3 : {};
  const status = typeof e.status === "number" ? e.status : null;
  const message = describeError(error3);
  if (e.response === void 0 && (status === null || status === 500)) return { kind: "network", message };
  if (status === null) return { kind: "other", status, message };
  const headers = e.response?.headers ?? {};
  const header2 = (name) => {
    const value = headers[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : void 0;
  };
  if (status === 429 || status === 403 && isRateLimit(message, header2)) {
    return { kind: "rate_limited", status, message, retryAt: retryAtFromHeaders(header2, nowMs) };
  }
  if (status === 401 || status === 403) return { kind: "forbidden", status, message };
  if (status === 404 || status === 410) return { kind: "not_found", message };
  if (status === 422) return { kind: "rejected", status, message };
  if (status >= 500) return { kind: "server", status, message };
  return { kind: "other", status, message };
}
function isRateLimit(message, header2) {
  return header2("x-ratelimit-remaining") === "0" || header2("retry-after") !== void 0 || /rate limit/i.test(message);
}
function retryAtFromHeaders(header2, nowMs) {
  const retryAfter = Number(header2("retry-after"));
  if (header2("retry-after") !== void 0 && Number.isFinite(retryAfter) && retryAfter >= 0) {
    return nowMs + retryAfter * 1e3;
  }
  const reset = Number(header2("x-ratelimit-reset"));
  if (header2("x-ratelimit-remaining") === "0" && Number.isFinite(reset) && reset > 0) {
    return Math.max(nowMs, reset * 1e3 + 1e3);
  }
  return nowMs + FALLBACK_RATE_LIMIT_MS;
}
function describeError(error3) {
  if (typeof error3 !== "object" || error3 === null) return String(error3);
  const e = error3;
  const data = e.response?.data;
  const apiMessage = typeof data === "object" && data !== null && typeof data.message === "string" ? data.message : null;
  const base = apiMessage ?? (typeof e.message === "string" ? e.message : String(error3));
  const cause = e.cause;
  const code = typeof cause?.code === "string" ? cause.code : null;
  const status = typeof e.status === "number" && e.response !== void 0 ? `${e.status} ` : "";
  return `${status}${base}${code && !base.includes(code) ? ` (${code})` : ""}`;
}

// src/agent/mcp-config.ts
var McpConfigError = class extends Error {
};
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function stringMap(v, where) {
  if (v === void 0) return {};
  if (!isObject(v)) throw new McpConfigError(`${where} must be an object of strings`);
  const out = {};
  for (const [k, value] of Object.entries(v)) {
    if (typeof value !== "string") throw new McpConfigError(`${where}.${k} must be a string`);
    out[k] = value;
  }
  return out;
}
function parseMcpConfig(text3) {
  if (text3.trim() === "") return [];
  let value;
  try {
    value = JSON.parse(text3);
  } catch {
    throw new McpConfigError('is not JSON (give {"mcpServers": {...}} as the JSON text itself)');
  }
  if (!isObject(value) || !isObject(value["mcpServers"])) {
    throw new McpConfigError(
      'must be an object with an "mcpServers" object: {"mcpServers": {"name": {...}}}'
    );
  }
  const servers = [];
  for (const [name, s] of Object.entries(value["mcpServers"])) {
    const where = `mcpServers.${name}`;
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name)) {
      throw new McpConfigError(
        `server names are letters, digits, '_', '.' and '-' (at most 64): '${name.slice(0, 64)}'`
      );
    }
    if (!isObject(s)) throw new McpConfigError(`${where} must be an object`);
    const type = s["type"] ?? (s["url"] !== void 0 ? "http" : "stdio");
    if (type === "stdio") {
      if (typeof s["command"] !== "string" || s["command"] === "") {
        throw new McpConfigError(`${where}.command must be a non-empty string`);
      }
      const args = s["args"] ?? [];
      if (!Array.isArray(args) || !args.every((a) => typeof a === "string")) {
        throw new McpConfigError(`${where}.args must be an array of strings`);
      }
      servers.push({ name, type, command: s["command"], args, env: stringMap(s["env"], `${where}.env`) });
    } else if (type === "http" || type === "sse") {
      if (typeof s["url"] !== "string" || !/^https?:\/\//.test(s["url"])) {
        throw new McpConfigError(`${where}.url must be an http(s) URL`);
      }
      servers.push({ name, type, url: s["url"], headers: stringMap(s["headers"], `${where}.headers`) });
    } else {
      throw new McpConfigError(`${where}.type must be "stdio", "http" or "sse"`);
    }
  }
  return servers;
}
function mcpSecretValues(servers) {
  return servers.flatMap((s) => Object.values(s.type === "stdio" ? s.env : s.headers));
}

// src/converse/ask.ts
var MAX_ASK_RULES = 100;
function glob(pattern) {
  const p = pattern.replace(/\*+/g, "*");
  return { test: (text3) => wildcard(p, text3) };
}
function wildcard(p, t) {
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < t.length) {
    if (i < p.length && p[i] !== "*" && p[i] === t[j]) {
      i++;
      j++;
    } else if (i < p.length && p[i] === "*") {
      star = i++;
      mark = j;
    } else if (star !== -1) {
      i = star + 1;
      j = ++mark;
    } else return false;
  }
  while (i < p.length && p[i] === "*") i++;
  return i === p.length;
}
function parseAskRules(list) {
  if (list.length > MAX_ASK_RULES) throw new Error(`at most ${MAX_ASK_RULES} rules, got ${list.length}`);
  return list.map((source) => {
    const m = /^([A-Za-z0-9_*.-]+)(?:\((.*)\))?$/s.exec(source);
    if (!m) {
      throw new Error(
        `${JSON.stringify(source.slice(0, 100))} is not a tool pattern (a tool name, a name with '*', or Tool(argument pattern))`
      );
    }
    const tool = glob(m[1]);
    const arg = m[2];
    if (arg === void 0 || arg === "*" || arg === "") return { source, tool, argument: null };
    if (arg.endsWith(":*")) return { source, tool, argument: { kind: "prefix", value: arg.slice(0, -2) } };
    return { source, tool, argument: { kind: "glob", value: glob(arg) } };
  });
}

// src/converse/duration.ts
function parseDuration(raw) {
  const s = raw.trim().toLowerCase().replace(/\s+/g, "");
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1e3);
  const m = /^(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(s);
  if (!m || s === "" || m[1] === void 0 && m[2] === void 0 && m[3] === void 0) {
    throw new Error(`${JSON.stringify(raw.slice(0, 40))} is not a duration (e.g. 90s, 10m, 1h)`);
  }
  const ms = (Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)) * 1e3;
  return Math.round(ms);
}

// src/redact/match-finder.ts
var UNKNOWN = -2;
var NONE = -1;
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
var SHORT_TEXT = 512;
function createMatchFinder(parts) {
  const source = parts.alternatives.join("|");
  const whole = new RegExp(source, "g");
  const sticky = new RegExp(source, "y");
  const others = parts.others.length > 0 ? new RegExp(parts.others.join("|"), "g") : null;
  const literals = parts.literals.map((l) => new RegExp(escapeRegExp(l), "g"));
  const heads = parts.heads.length > 0 ? new RegExp(`(?:${parts.heads.join("|")})(?=${escapeRegExp(parts.cutMark)})`, "y") : null;
  const cutMark = parts.cutMark;
  const longestHead = parts.longestHead;
  const shortText = parts.shortText ?? SHORT_TEXT;
  let knownText = null;
  let knownFrom = 0;
  let otherAt = UNKNOWN;
  const literalAt = new Array(literals.length).fill(UNKNOWN);
  let headAt = UNKNOWN;
  let headClearTo = 0;
  const leftmost = (re, text3, from) => {
    re.lastIndex = from;
    const m = re.exec(text3);
    return m === null ? NONE : m.index;
  };
  const headBefore = (text3, from, limit) => {
    if (heads === null) return NONE;
    let p = Math.max(from, headClearTo);
    while (p < limit) {
      const cut2 = text3.indexOf(cutMark, p + 1);
      if (cut2 === NONE) {
        headClearTo = text3.length;
        return NONE;
      }
      for (p = Math.max(p, cut2 - longestHead); p < cut2 && p < limit; p++) {
        heads.lastIndex = p;
        if (heads.test(text3)) {
          headClearTo = p;
          return p;
        }
      }
    }
    headClearTo = p;
    return NONE;
  };
  return (text3, from) => {
    if (text3.length - from < shortText) {
      whole.lastIndex = from;
      return whole.exec(text3);
    }
    if (text3 !== knownText || from < knownFrom) {
      knownText = text3;
      otherAt = UNKNOWN;
      literalAt.fill(UNKNOWN);
      headAt = UNKNOWN;
      headClearTo = from;
    }
    knownFrom = from;
    let best = Number.POSITIVE_INFINITY;
    if (others !== null) {
      if (otherAt === UNKNOWN || otherAt !== NONE && otherAt < from) otherAt = leftmost(others, text3, from);
      if (otherAt !== NONE) best = otherAt;
    }
    for (let i = 0; i < literals.length; i++) {
      let at = literalAt[i];
      if (at === UNKNOWN || at !== NONE && at < from)
        literalAt[i] = at = leftmost(literals[i], text3, from);
      if (at !== NONE && at < best) best = at;
    }
    if (headAt !== NONE && headAt !== UNKNOWN && headAt < from) headAt = UNKNOWN;
    if (headAt === UNKNOWN) {
      const limit = Math.min(best, text3.length);
      const at = headBefore(text3, from, limit);
      if (at !== NONE) headAt = at;
    }
    if (headAt >= 0 && headAt < best) best = headAt;
    if (best === Number.POSITIVE_INFINITY) return null;
    sticky.lastIndex = best;
    const m = sticky.exec(text3);
    if (m !== null) return m;
    whole.lastIndex = from;
    return whole.exec(text3);
  };
}

// src/redact/otlp-env.ts
var HEADERS_NAME = /^OTEL_EXPORTER_OTLP_(?:(?:TRACES|METRICS|LOGS)_)?HEADERS$/i;
var ENDPOINT_NAME = /^OTEL_EXPORTER_OTLP_(?:(?:TRACES|METRICS|LOGS)_)?ENDPOINT$/i;
function isOtlpHeadersName(name) {
  return HEADERS_NAME.test(name);
}
function isOtlpEndpointName(name) {
  return ENDPOINT_NAME.test(name);
}
function parseOtlpHeaders(text3) {
  const headers = {};
  if (!text3) return headers;
  for (const pair of text3.split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const key = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
    }
    if (key !== "") setOwn(headers, key, value);
  }
  return headers;
}
function otlpHeaderSecrets(text3) {
  const out = /* @__PURE__ */ new Set();
  for (const pair of text3.split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const raw = pair.slice(eq + 1).trim();
    out.add(raw);
    for (const value of Object.values(parseOtlpHeaders(pair))) {
      out.add(value);
      const scheme = /^[A-Za-z][A-Za-z0-9_-]*\s+(\S.*)$/.exec(value);
      if (scheme) out.add(scheme[1].trim());
    }
  }
  out.delete("");
  return [...out];
}
function otlpEndpointSecrets(text3, isSecretName) {
  const q = text3.indexOf("?");
  if (q < 0) return [];
  const out = /* @__PURE__ */ new Set();
  const query = text3.slice(q + 1).split("#")[0] ?? "";
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    let name = pair.slice(0, eq);
    try {
      name = decodeURIComponent(name);
    } catch {
    }
    if (!isSecretName(name.toUpperCase().replace(/[-.]/g, "_"))) continue;
    const raw = pair.slice(eq + 1);
    out.add(raw);
    try {
      out.add(decodeURIComponent(raw.replace(/\+/g, " ")));
    } catch {
    }
  }
  out.delete("");
  return [...out];
}

// src/redact/redact-marks.ts
var REDACTED = "***";
var CUT_MARK = "\u2026";

// src/redact/redact-disguise.ts
var PERCENT_BYTE = /%[0-9a-fA-F]{2}/;
function mayBeDisguised(text3) {
  return Buffer.byteLength(text3, "utf8") !== text3.length || text3.includes("&#") || text3.includes("\\u") || text3.includes("\\x") || text3.includes("%") && PERCENT_BYTE.test(text3);
}
var FORMAT = new RegExp("^\\p{Cf}$", "u");
function isInvisible(raw) {
  if (FORMAT.test(raw)) return true;
  const cp = raw.codePointAt(0);
  return cp === 847 || cp === 4447 || cp === 4448 || cp === 6068 || cp === 6069 || cp >= 6155 && cp <= 6159 || cp === 12644 || cp >= 65024 && cp <= 65039 || cp === 65440 || cp >= 917760 && cp <= 917999;
}
function escapeAt(text3, i) {
  const c = text3.charCodeAt(i);
  if (c === 38 && text3.charCodeAt(i + 1) === 35) {
    const m = /^&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));?/.exec(text3.slice(i, i + 12));
    if (m) {
      const code = m[1] !== void 0 ? Number.parseInt(m[1], 16) : Number(m[2]);
      if (code > 0 && code <= 1114111) return { char: String.fromCodePoint(code), length: m[0].length };
    }
    return null;
  }
  if (c === 92) {
    const m = /^\\(?:u([0-9a-fA-F]{4})|u\{([0-9a-fA-F]{1,6})\}|x([0-9a-fA-F]{2}))/.exec(
      text3.slice(i, i + 10)
    );
    if (m) {
      const code = Number.parseInt(m[1] ?? m[2] ?? m[3], 16);
      if (code <= 1114111) return { char: String.fromCodePoint(code), length: m[0].length };
    }
    return null;
  }
  if (c === 37) {
    const m = /^%([0-9a-fA-F]{2})/.exec(text3.slice(i, i + 3));
    if (m) {
      const code = Number.parseInt(m[1], 16);
      if (code >= 32 && code < 127) return { char: String.fromCharCode(code), length: 3 };
    }
  }
  return null;
}
function skeletonOf(text3) {
  let out = "";
  const from = [];
  const folds = /* @__PURE__ */ new Map();
  let i = 0;
  while (i < text3.length) {
    const c = text3.charCodeAt(i);
    if (c < 128 && c !== 38 && c !== 92 && c !== 37) {
      let j = i + 1;
      for (; j < text3.length; j++) {
        const d = text3.charCodeAt(j);
        if (d >= 128 || d === 38 || d === 92 || d === 37) break;
      }
      out += text3.slice(i, j);
      for (let k = i; k < j; k++) from.push(k);
      i = j;
      continue;
    }
    const escaped = escapeAt(text3, i);
    const cp = text3.codePointAt(i);
    const width = escaped ? escaped.length : cp > 65535 ? 2 : 1;
    const raw = escaped ? escaped.char : String.fromCodePoint(cp);
    let folded = folds.get(raw);
    if (folded === void 0) {
      folded = isInvisible(raw) ? null : raw.charCodeAt(0) < 128 || raw === CUT_MARK ? raw : raw.normalize("NFKC");
      folds.set(raw, folded);
    }
    if (folded !== null) {
      for (let k = 0; k < folded.length; k++) from.push(i);
      out += folded;
    }
    i += width;
  }
  from.push(text3.length);
  return { text: out, from: Int32Array.from(from) };
}
function originalRange(skeleton, s, e) {
  return { start: skeleton.from[s], end: skeleton.from[e] };
}

// src/redact/redact-stream.ts
var MIN_HOLDBACK = 16 * 1024;
var SMALL_BACK = 24;
var END_WINDOW = 512;
var SCAN_AT = 4;
var StreamRedactor = class {
  #redactor;
  #holdback;
  #separate;
  /** The concatenated text from absolute offset #base on (final text kept for a look back). */
  #buf = "";
  #base = 0;
  /** Text before this absolute offset is final: its masks are decided. */
  #final = 0;
  /** Where the next scan starts (before #final when a match may go on past it). */
  #resume = 0;
  #units = [];
  #unitHead = 0;
  /** Decided masks not yet applied to every unit they touch, in order. */
  #masks = [];
  #maskHead = 0;
  /** Absolute ends of the texts (boundaries between pieces) at or after #base, in order. */
  #bounds = [];
  #boundHead = 0;
  #ended = false;
  constructor(redactor, options = {}) {
    this.#redactor = redactor;
    this.#holdback = Math.max(options.holdback ?? MIN_HOLDBACK, 2 * redactor.longest, 1);
    this.#separate = options.separate ?? true;
  }
  /** Characters of text pushed so far. */
  get length() {
    return this.#base + this.#buf.length;
  }
  /** Whether some unit is still waiting for its text to be final. */
  get waiting() {
    return this.#unitHead < this.#units.length;
  }
  /** Adds a unit of texts (possibly none); `done` is called when they are final. */
  push(texts, done) {
    if (this.#ended) throw new Error("StreamRedactor: push after end");
    const start = this.#base + this.#buf.length;
    const ends = new Array(texts.length);
    let at = start;
    for (let i = 0; i < texts.length; i++) {
      at += texts[i].length;
      ends[i] = at;
      if (this.#separate) this.#bounds.push(at);
    }
    if (at > start) this.#buf += texts.length === 1 ? texts[0] : texts.join("");
    this.#units.push({ start, ends, done });
    if (at - this.#final >= SCAN_AT * this.#holdback) this.#flush(false);
    else this.#complete();
  }
  /**
   * Makes everything pushed so far final now, as if the text were cut here (its owner cannot hold
   * it any longer): a secret's head at the end is hidden by its cut form, and the next scan resumes
   * before this point, so the rest of such a secret is hidden too when it arrives.
   */
  flush() {
    this.#flush(true);
  }
  /** The stream ended: everything is final (a secret's head at the very end counts as cut). */
  end() {
    if (this.#ended) return;
    this.#flush(true);
    this.#complete();
    this.#ended = true;
  }
  /**
   * Decides the masks up to a new final point: `holdback` characters before the end, or the end
   * itself when `cut` (then the text is scanned with a cut mark after it).
   */
  #flush(cut2) {
    const n = this.#base + this.#buf.length;
    let final = cut2 ? n : n - this.#holdback;
    if (final <= this.#final) return;
    const base = this.#base;
    const buf = this.#buf;
    const scanner = this.#redactor.scanner;
    const resume = Math.max(base, Math.min(this.#resume, this.#final - SMALL_BACK));
    let from = resume - base;
    let open2 = n;
    let maskedTo = this.#final;
    for (; ; ) {
      const span = scanner.next(buf, from);
      if (span === null) break;
      const matchStart = span.matchStart + base;
      if (matchStart >= final) break;
      let matchEnd = span.matchEnd + base;
      let end = span.end + base;
      if (this.#separate && !span.literal) {
        const at = this.#tokenEnd(buf, matchStart, matchEnd);
        if (at === null) {
          from = span.matchStart + 1;
          continue;
        }
        matchEnd = at;
        end = Math.min(end, at);
      }
      from = Math.max(matchEnd - base, span.matchStart + 1);
      if (matchEnd <= this.#final) continue;
      const start = Math.max(span.start + base, this.#final);
      if (end > start) this.#masks.push({ start, end });
      if (end > maskedTo) maskedTo = end;
      if (matchEnd > final) final = matchEnd;
      if (matchEnd >= n && matchStart < open2) open2 = matchStart;
    }
    if (cut2 && maskedTo < n) {
      const head = scanner.endHead(buf, Math.max(maskedTo, n - END_WINDOW, resume) - base);
      if (head !== null && (!this.#separate || head.literal || this.#crossings(head.matchStart + base, n) <= 1)) {
        const start = Math.max(head.start + base, this.#final, maskedTo);
        if (n > start) this.#masks.push({ start, end: n });
        if (head.matchStart + base < open2) open2 = head.matchStart + base;
      }
    }
    this.#final = final;
    this.#resume = open2 < n && n - open2 <= SCAN_AT * this.#holdback ? open2 : final;
    this.#complete();
    const keep = Math.max(base, Math.min(this.#resume, final - SMALL_BACK) - 1);
    if (keep > base) {
      this.#buf = buf.slice(keep - base);
      this.#base = keep;
      let b = this.#boundHead;
      while (b < this.#bounds.length && this.#bounds[b] < keep) b++;
      this.#boundHead = b;
      if (b > 4096 && b * 2 > this.#bounds.length) {
        this.#bounds = this.#bounds.slice(b);
        this.#boundHead = 0;
      }
    }
  }
  /**
   * Where a token match [start, end) of separate strings ends: at the first boundary where the part
   * before it is a complete token on its own (it does not eat the next string); else its own end if
   * it runs into one more string at most (a token split between two strings); else null.
   */
  #tokenEnd(text3, start, end) {
    const bounds = this.#bounds;
    const base = this.#base;
    const first = this.#firstBoundAfter(start);
    if (first >= bounds.length || bounds[first] >= end) return end;
    if (this.#redactor.scanner.completeToken(text3, start - base, bounds[first] - base))
      return bounds[first];
    return first + 1 >= bounds.length || bounds[first + 1] >= end ? end : null;
  }
  /** How many piece boundaries lie strictly inside (start, end). */
  #crossings(start, end) {
    let crossed = 0;
    for (let i = this.#firstBoundAfter(start); i < this.#bounds.length && this.#bounds[i] < end; i++)
      crossed++;
    return crossed;
  }
  #firstBoundAfter(at) {
    const bounds = this.#bounds;
    let lo = this.#boundHead;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (bounds[mid] <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** Hands back, in order, every unit whose text is all final. */
  #complete() {
    const units = this.#units;
    while (this.#unitHead < units.length) {
      const u = units[this.#unitHead];
      const end = u.ends.length > 0 ? u.ends[u.ends.length - 1] : u.start;
      if (end > this.#final) break;
      units[this.#unitHead++] = void 0;
      u.done(this.#masksOf(u, end));
    }
    if (this.#unitHead > 1024 && this.#unitHead * 2 > units.length) {
      this.#units = units.slice(this.#unitHead);
      this.#unitHead = 0;
    }
  }
  /** The masks that touch each of the unit's texts, or null when none does. */
  #masksOf(u, end) {
    let masks = this.#masks;
    let m = this.#maskHead;
    while (m < masks.length && masks[m].end <= u.start) m++;
    if (m > 1024 && m * 2 > masks.length) {
      masks = this.#masks = masks.slice(m);
      m = 0;
    }
    this.#maskHead = m;
    if (m >= masks.length || masks[m].start >= end) return null;
    const out = new Array(u.ends.length);
    let slotStart = u.start;
    for (let i = 0; i < u.ends.length; i++) {
      const slotEnd = u.ends[i];
      let mine = null;
      while (m < masks.length && masks[m].end <= slotStart) m++;
      for (let j = m; j < masks.length && masks[j].start < slotEnd; j++) {
        const mask = masks[j];
        const from = Math.max(mask.start, slotStart);
        const to = Math.min(mask.end, slotEnd);
        if (from >= to) continue;
        if (mine === null) mine = [];
        mine.push(from - slotStart, to - slotStart, mask.start >= slotStart ? 1 : 0);
      }
      out[i] = mine;
      slotStart = slotEnd;
    }
    return out;
  }
};
function applyMasks(text3, ...lists) {
  let masks = null;
  let count3 = 0;
  for (const list of lists) {
    if (!list || list.length === 0) continue;
    masks = count3 === 0 ? list : [...masks, ...list];
    count3++;
  }
  if (masks === null) return text3;
  const parts = [];
  for (let i = 0; i < masks.length; i += 3) parts.push([masks[i], masks[i + 1], masks[i + 2]]);
  if (count3 > 1) parts.sort((a, b) => a[0] - b[0]);
  let out = "";
  let pos = 0;
  for (let i = 0; i < parts.length; ) {
    let [from, to, starts] = parts[i];
    for (i++; i < parts.length && parts[i][0] <= to; i++) {
      to = Math.max(to, parts[i][1]);
      starts |= parts[i][2];
    }
    out += text3.slice(pos, from);
    if (starts) out += REDACTED;
    pos = to;
  }
  return out + text3.slice(pos);
}

// src/redact/redact.ts
var MIN_SECRET_LENGTH = 6;
var SECRET_NAME = /(?:^|_)(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASS|PASSPHRASE|CREDENTIALS?|PRIVATE|APIKEY|AUTH|AUTHKEY|PAT|DSN|WEBHOOK)(?:_|$)|(?:TOKEN|SECRET|PASSWORD|PASSPHRASE|APIKEY|AUTHKEY|CREDENTIALS?|WEBHOOK|_KEY)$/i;
var NON_SECRET_VALUES = /* @__PURE__ */ new Set([
  "true",
  "false",
  "yes",
  "no",
  "null",
  "undefined",
  "none",
  "auto",
  "never"
]);
var TOKEN_SHAPES = [
  // GitHub: personal, OAuth, server-to-server, user-to-server, refresh tokens; fine-grained PATs.
  // No leading \b (a token glued to a word is still a token), and the body stops at the next
  // prefix, so two tokens glued together are two matches rather than one eating the other's prefix.
  ["gh[pousr]_(?:(?!gh[pousr]_)[A-Za-z0-9]){20,255}", "gh[pousr]_[A-Za-z0-9]{1,19}"],
  ["github_pat_(?:(?!github_pat_)[A-Za-z0-9_]){20,255}", "github_pat_[A-Za-z0-9_]{1,19}"],
  // GitLab personal/project access tokens, Docker Hub PATs, npm, Hugging Face.
  ["glpat-[A-Za-z0-9_-]{20,}", "glpat-[A-Za-z0-9_-]{1,19}"],
  ["dckr_pat_[A-Za-z0-9_-]{20,}", "dckr_pat_[A-Za-z0-9_-]{1,19}"],
  ["npm_[A-Za-z0-9]{30,}", "npm_[A-Za-z0-9]{1,29}"],
  ["hf_[A-Za-z0-9]{30,}", "hf_[A-Za-z0-9]{1,29}"],
  // Anthropic and OpenAI keys with a named kind: after ANY character (`xsk-proj-…` is still a key).
  ["sk-(?:ant|proj|svcacct|admin)-[A-Za-z0-9_-]{20,}", "sk-(?:ant|proj|svcacct|admin)-[A-Za-z0-9_-]{1,19}"],
  // Other OpenAI-style keys (sk-…): \b keeps prose like "risk-assessment-…" intact.
  [String.raw`\bsk-[A-Za-z0-9_-]{20,}`, String.raw`\bsk-[A-Za-z0-9_-]{1,19}`],
  // Google API keys and OAuth access tokens.
  ["AIza[0-9A-Za-z_-]{30,}", "AIza[0-9A-Za-z_-]{1,29}"],
  [String.raw`ya29\.[0-9A-Za-z_-]{20,}`, String.raw`ya29\.[0-9A-Za-z_-]{1,19}`],
  // AWS access key ids.
  [
    "(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}",
    "(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{1,15}"
  ],
  // Slack: refresh tokens (xoxe.xoxp-…), then bot/user/app/refresh (xoxb-, xoxp-, xoxe-…).
  [String.raw`xoxe\.xox[abprs]-[A-Za-z0-9-]{10,}`, String.raw`xoxe\.xox[abprs]-[A-Za-z0-9-]{1,9}`],
  ["xox[abprse]-[A-Za-z0-9-]{10,}", "xox[abprse]-[A-Za-z0-9-]{1,9}"],
  // JWTs: header and payload are base64url JSON objects, so both start with eyJ. The header is
  // taken from its LAST eyJ (its body never holds another): from an earlier one the body stops at
  // the next eyJ at once, so a long run of eyJ with no dot costs a step per character, not a scan
  // to the end of the run from each eyJ in it (that was quadratic). A header with an eyJ inside is
  // masked from that eyJ on: what comes before it is the start of the header, never the secret.
  [
    String.raw`eyJ(?:(?!eyJ)[A-Za-z0-9_-])*\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*`,
    String.raw`eyJ(?:(?!eyJ)[A-Za-z0-9_-])*(?:\.[A-Za-z0-9_-]*){0,2}`
  ]
];
var PEM_BODY = String.raw`[A-Za-z0-9+/=\s:,.>|#\\-]`;
var PEM_LINE = "[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----";
var PEM_BLOCK = `-----BEGIN${PEM_LINE}(?:${PEM_BODY}*?-----END${PEM_LINE}|${PEM_BODY}*)`;
var URL_PASSWORD = String.raw`://[^\s:/?#@"'<>]*:(?!\*+[@${CUT_MARK}])[^\s/?#"'<>]+(?=[@${CUT_MARK}])`;
var URL_HEAD = String.raw`://[^\s:/?#@"'<>]*:(?!\*+$)[^\s/?#"'<>]+`;
var TOKENS = [...TOKEN_SHAPES.map(([whole, head]) => `${whole}|${head}(?=${CUT_MARK})`), PEM_BLOCK];
function escapeRegExp2(s) {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
var MAX_CUT_PREFIX = 256;
function cutPrefix(value, min) {
  if (value.length <= min) return null;
  const rest = [...value.slice(min, MAX_CUT_PREFIX)];
  let nested = "";
  for (let i = rest.length - 1; i >= 0; i--) nested = `(?:${escapeRegExp2(rest[i])}${nested})?`;
  return `${escapeRegExp2(value.slice(0, min))}${nested}`;
}
function chunksOf(value, min) {
  if (value.length <= MAX_CUT_PREFIX) return [];
  const chunks = [];
  for (let at = 0; at < value.length; at += MAX_CUT_PREFIX) {
    const chunk = value.slice(at, at + MAX_CUT_PREFIX);
    if (chunk.length >= min) chunks.push(chunk);
  }
  return chunks;
}
function base64Forms(value) {
  const bytes = Buffer.from(value, "utf8");
  const forms = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    let b64 = padded.toString("base64").replace(/={1,2}$/, "");
    const lead = offset === 0 ? 0 : offset === 1 ? 2 : 3;
    const trail = (offset + bytes.length) % 3 === 0 ? 0 : 1;
    b64 = b64.slice(lead, b64.length - trail);
    forms.push(b64);
    forms.push(b64.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms;
}
function derivedForms(value) {
  const forms = [value];
  const uri = encodeURIComponent(value);
  if (uri !== value) forms.push(uri);
  const form = uri.replace(/%20/g, "+");
  if (form !== uri) forms.push(form);
  const json = JSON.stringify(value).slice(1, -1);
  if (json !== value) forms.push(json);
  forms.push(...base64Forms(value));
  const hex = Buffer.from(value, "utf8").toString("hex");
  forms.push(hex, hex.toUpperCase());
  return forms;
}
function urlPasswords(value) {
  const out = [];
  for (const m of value.matchAll(/:\/\/[^\s:/?#@"'<>]*:([^\s/?#"'<>]+)@/g)) {
    const raw = m[1];
    out.push(raw);
    try {
      const decoded = decodeURIComponent(raw);
      if (decoded !== raw) out.push(decoded);
    } catch {
    }
  }
  return out;
}
var MIN_LINE_LENGTH = 16;
var PEM_ARMOR = /^-----(?:BEGIN|END) [A-Z0-9 ]{1,60}-----$/;
var PLAIN_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s@]*$/;
var MAX_SECRET_JSON_DEPTH = 64;
function isSecretKey(key) {
  const snake = key.replace(/([a-z0-9])([A-Z])/g, "$1_$2");
  return SECRET_NAME.test(snake) || /s$/i.test(snake) && SECRET_NAME.test(snake.slice(0, -1));
}
function secretParts(value, options = {}) {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const lineMin = Math.max(minLength, options.lineMin ?? minLength);
  const out = /* @__PURE__ */ new Set();
  const take = (v, min) => {
    const t = v.trim();
    if (t.length >= min) out.add(t);
  };
  const lines = (text3) => {
    if (!text3.includes("\n") && !text3.includes("\r")) return;
    for (const line of text3.split(/\r\n|\r|\n/)) if (!PEM_ARMOR.test(line.trim())) take(line, lineMin);
  };
  take(value, minLength);
  lines(value);
  const trimmed = value.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return [...out];
  let parsed;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return [...out];
  }
  const walk = (v, secret, depth) => {
    if (typeof v === "string") {
      if (secret && !PLAIN_URL.test(v)) take(v, minLength);
      lines(v);
    } else if (v !== null && typeof v === "object" && depth < MAX_SECRET_JSON_DEPTH) {
      if (Array.isArray(v)) for (const item of v) walk(item, secret, depth + 1);
      else for (const [k, item] of Object.entries(v)) walk(item, secret || isSecretKey(k), depth + 1);
    }
  };
  walk(parsed, Array.isArray(parsed), 0);
  return [...out];
}
function secretsOfEnv(env, minLength) {
  const out = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0) continue;
    const v = value.trim();
    const passwords = v.includes("://") ? urlPasswords(v).filter((pw) => pw.length >= minLength) : [];
    const secret = SECRET_NAME.test(name) && v.length >= minLength && !NON_SECRET_VALUES.has(v.toLowerCase());
    const parts = secret ? secretParts(v, { minLength, lineMin: MIN_LINE_LENGTH }) : [];
    if (isOtlpHeadersName(name)) passwords.push(...otlpHeaderSecrets(v).filter((h) => h.length >= minLength));
    if (isOtlpEndpointName(name)) {
      const named2 = (key) => SECRET_NAME.test(key) || /^(?:SIG|SIGNATURE|CODE)$/.test(key);
      passwords.push(...otlpEndpointSecrets(v, named2).filter((q) => q.length >= minLength));
    }
    if (parts.length > 0 || passwords.length > 0) out.push({ parts, passwords });
  }
  return out;
}
function createRedactor(options = {}) {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const values = /* @__PURE__ */ new Set();
  const wholeOnly = /* @__PURE__ */ new Set();
  const addParts = (parts) => {
    const [whole, ...rest] = parts;
    if (whole === void 0) return;
    if (rest.length > 0) wholeOnly.add(whole);
    else values.add(whole);
    for (const part of rest) values.add(part);
  };
  for (const s of options.secrets ?? []) {
    if (typeof s !== "string") continue;
    addParts(secretParts(s, { minLength }));
    if (s.includes("://")) {
      for (const pw of urlPasswords(s)) if (pw.length >= minLength) values.add(pw);
    }
  }
  if (options.env)
    for (const { parts, passwords } of secretsOfEnv(options.env, minLength)) {
      addParts(parts);
      for (const pw of passwords) values.add(pw);
    }
  for (const v of values) wholeOnly.delete(v);
  const literals = new Set(wholeOnly);
  for (const v of values) {
    for (const f of derivedForms(v)) if (f.length >= Math.min(minLength, v.length)) literals.add(f);
  }
  const secrets = [...literals].sort((a, b) => b.length - a.length);
  const literalAlternatives = [];
  const headParts = [];
  const literalParts = [];
  const literalHeads = [];
  for (const v of secrets) {
    const whole = wholeOnly.has(v);
    const parts = v.length > MAX_CUT_PREFIX && !whole ? [v, ...chunksOf(v, minLength)] : [v];
    for (const part of parts) {
      literalAlternatives.push(escapeRegExp2(part));
      literalParts.push(part);
      const head = part.length > MAX_CUT_PREFIX || whole ? null : cutPrefix(part, minLength);
      if (head === null) continue;
      literalAlternatives.push(`${head}(?=${CUT_MARK})`);
      literalHeads.push(head);
      headParts.push(part);
    }
  }
  const alternatives = [...literalAlternatives, ...TOKENS, URL_PASSWORD];
  const pattern = new RegExp(alternatives.join("|"), "g");
  const finderParts = {
    alternatives,
    literals: literalParts,
    heads: literalHeads,
    others: [...TOKENS, URL_PASSWORD],
    cutMark: CUT_MARK,
    longestHead: MAX_CUT_PREFIX
  };
  const findInText = createMatchFinder(finderParts);
  const findInSkeleton = createMatchFinder(finderParts);
  const tokenEndHead = new RegExp(
    `(?:${[...TOKEN_SHAPES.map(([, head]) => head), URL_HEAD].join("|")})$`,
    "g"
  );
  const literalEndHead = (text3, from) => {
    let best = -1;
    for (const part of headParts) {
      const prefix = part.slice(0, minLength);
      const limit = best === -1 ? text3.length : best;
      for (let p = text3.indexOf(prefix, Math.max(from, text3.length - part.length)); p !== -1 && p < limit; p = text3.indexOf(prefix, p + 1)) {
        if (part.startsWith(text3.slice(p))) {
          best = p;
          break;
        }
      }
    }
    return best;
  };
  const tokenOnly = new RegExp(`(?:${[...TOKENS, URL_PASSWORD].join("|")})`, "y");
  const known = new Set(secrets);
  const isKnownHead = (head) => literalParts.some((part) => part.startsWith(head));
  const isKnown = (text3, start, end) => {
    const match = text3.slice(start, end);
    return known.has(match) || text3[end] === CUT_MARK && isKnownHead(match);
  };
  const urlHead = (match) => match.startsWith("://") ? match.indexOf(":", 3) + 1 : 0;
  const replace = (match) => {
    if (known.has(match)) return REDACTED;
    const head = urlHead(match);
    return head === 0 ? REDACTED : `${match.slice(0, head)}${REDACTED}`;
  };
  const plainNext = (text3, from, find = findInText) => {
    const m = find(text3, from);
    if (m === null) return null;
    const matchEnd = m.index + m[0].length;
    const literal2 = isKnown(text3, m.index, matchEnd);
    return {
      start: literal2 ? m.index : m.index + urlHead(m[0]),
      end: matchEnd,
      matchStart: m.index,
      matchEnd,
      literal: literal2
    };
  };
  let disguisedFor = null;
  let disguised = false;
  const mayBeDisguised2 = (text3) => {
    if (text3 !== disguisedFor) {
      disguised = mayBeDisguised(text3);
      disguisedFor = text3;
    }
    return disguised;
  };
  let skeletonFor = null;
  let skeleton = null;
  const skeletonOfText = (text3) => {
    if (skeletonFor !== text3 || skeleton === null) {
      skeleton = skeletonOf(text3);
      skeletonFor = text3;
    }
    return skeleton;
  };
  const skeletonIndex = (sk, offset) => {
    let lo = 0;
    let hi = sk.from.length - 1;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (sk.from[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const next = (text3, from) => {
    const plain = plainNext(text3, from);
    if (!mayBeDisguised2(text3)) return plain;
    const sk = skeletonOfText(text3);
    const span = plainNext(sk.text, skeletonIndex(sk, from), findInSkeleton);
    if (span === null) return plain;
    const match = originalRange(sk, span.matchStart, span.matchEnd);
    const masked = originalRange(sk, span.start, span.end);
    const disguised2 = {
      start: masked.start,
      end: masked.end,
      matchStart: match.start,
      matchEnd: match.end,
      literal: span.literal
    };
    if (plain === null) return disguised2;
    if (disguised2.start !== plain.start) return disguised2.start < plain.start ? disguised2 : plain;
    return disguised2.end > plain.end ? disguised2 : plain;
  };
  const redact = (text3) => {
    if (typeof text3 !== "string" || text3.length === 0) return text3;
    pattern.lastIndex = 0;
    const plain = text3.replace(pattern, replace);
    if (!mayBeDisguised2(plain)) return plain;
    let out = "";
    let at = 0;
    for (let span = next(plain, 0); span !== null; span = next(plain, Math.max(span.end, span.start + 1))) {
      if (span.end <= at) continue;
      out += plain.slice(at, Math.max(at, span.start)) + REDACTED;
      at = span.end;
    }
    return at === 0 && out === "" ? plain : out + plain.slice(at);
  };
  const scanner = {
    next,
    endHead(text3, from) {
      const sk = mayBeDisguised2(text3) ? skeletonOfText(text3) : null;
      const scanned = sk ? sk.text : text3;
      const start = sk ? skeletonIndex(sk, from) : from;
      tokenEndHead.lastIndex = start;
      const token = tokenEndHead.exec(scanned);
      const known2 = literalEndHead(scanned, start);
      const at = known2 !== -1 && (token === null || known2 <= token.index) ? known2 : token?.index;
      if (at === void 0) return null;
      const head = scanned.slice(at);
      const startInScan = at + urlHead(head);
      return {
        start: sk ? sk.from[startInScan] : startInScan,
        end: text3.length,
        matchStart: sk ? sk.from[at] : at,
        matchEnd: text3.length,
        literal: !head.startsWith("://") && isKnownHead(head)
      };
    },
    completeToken(text3, from, to) {
      tokenOnly.lastIndex = from;
      const m = tokenOnly.exec(text3.slice(0, to));
      return m !== null && m.index + m[0].length === to;
    }
  };
  const longest = secrets.reduce((max, s) => Math.max(max, s.length), 0);
  const redactor = {
    redact,
    redactValue: (value) => redactValueAsOneText(value, redactor),
    secrets,
    longest,
    scanner
  };
  return redactor;
}
var MAX_DEPTH = 64;
function redactValueAsOneText(value, redactor) {
  if (typeof value === "string") return redactor.redact(value);
  if (value === null || typeof value !== "object") return value;
  const results = [];
  const valueTexts = [];
  const valueAt = [];
  const keyTexts = [];
  const keyAt = [];
  const collect2 = (v, isKey, seen, depth) => {
    if (typeof v === "string") {
      if (isKey) {
        keyTexts.push(v);
        keyAt.push(results.length);
      } else {
        valueTexts.push(v);
        valueAt.push(results.length);
      }
      results.push(v);
      return;
    }
    if (v === null || typeof v !== "object" || seen.has(v) || depth >= MAX_DEPTH) return;
    seen.add(v);
    if (Array.isArray(v)) for (const item of v) collect2(item, false, seen, depth + 1);
    else
      for (const [k, item] of Object.entries(v)) {
        collect2(k, true, seen, depth + 1);
        collect2(item, false, seen, depth + 1);
      }
  };
  collect2(value, false, /* @__PURE__ */ new Set(), 0);
  redactPieces(redactor, valueTexts, valueAt, results);
  redactPieces(redactor, keyTexts, keyAt, results);
  let next = 0;
  const build3 = (v, seen, depth) => {
    if (typeof v === "string") return results[next++];
    if (v === null || typeof v !== "object") return v;
    if (seen.has(v)) return seen.get(v);
    if (depth >= MAX_DEPTH) return REDACTED;
    if (Array.isArray(v)) {
      const out2 = [];
      seen.set(v, out2);
      for (const item of v) out2.push(build3(item, seen, depth + 1));
      return out2;
    }
    const out = {};
    seen.set(v, out);
    for (const item of Object.values(v)) {
      const key = results[next++];
      setOwn(out, key, build3(item, seen, depth + 1));
    }
    return out;
  };
  return build3(value, /* @__PURE__ */ new Map(), 0);
}
function redactPieces(redactor, texts, at, results) {
  if (texts.length === 0) return;
  const stream = new StreamRedactor(redactor);
  stream.push(texts, (masks) => {
    if (masks === null) return;
    for (let i = 0; i < texts.length; i++) {
      const m = masks[i];
      if (m) results[at[i]] = applyMasks(texts[i], m);
    }
  });
  stream.end();
}
var patternRedactor = createRedactor();

// src/stream/events.ts
var DIALECTS = ["claude-code", "caliban", "cursor", "gemini", "codex", "opencode", "acp"];
var OUTCOMES = [
  "success",
  "error",
  "max_turns",
  "budget_exceeded",
  "max_tokens",
  "cancelled",
  "timed_out",
  "incomplete",
  // The agent asked a maintainer and the run parked instead of waiting (`on-question: park`): the
  // answer starts the next run, which resumes the session.
  "waiting_for_input"
];

// src/run/verdict.ts
var DEFAULT_FAIL_ON = OUTCOMES.filter(
  (o) => o !== "success" && o !== "waiting_for_input"
);
function decideVerdict(summary2, failOn = DEFAULT_FAIL_ON, facts = {}) {
  const outcome = summary2?.outcome ?? null;
  const outcomeFails = outcome !== null && failOn.includes(outcome);
  const setupFailure = facts.setupFailure ?? null;
  const recordTaken = facts.recordTaken ?? null;
  const crash = facts.crash ?? null;
  const source = crash !== null ? "crash" : setupFailure !== null ? "setup" : recordTaken !== null ? "record_taken" : outcome === null ? "no_outcome" : "outcome";
  const fails = source !== "outcome" || outcomeFails;
  return {
    fails,
    conclusion: fails ? "failure" : "success",
    source,
    outcome,
    outcomeFails,
    setupFailure,
    recordTaken,
    crash
  };
}

// src/report/context.ts
var identity = (s) => s;
function verdictOf(summary2, ctx) {
  return ctx.verdict ?? decideVerdict(summary2, ctx.failOn ?? DEFAULT_FAIL_ON, ctx.facts);
}

// src/run/mcp.ts
var MCP_STATUS_SUPPORT = factTable("mcpStatus");
var MCP_CONNECTED = "connected";
function parseRequiredMcp(raw) {
  return [...new Set(raw.split(/[\s,]+/).filter((n) => n !== ""))];
}
function mcpLine(servers) {
  if (servers === null || servers.length === 0) return null;
  const parts = servers.map(
    (s) => s.status === MCP_CONNECTED ? `${s.name} \u2713` : `${s.name} \u2717 ${s.status}${s.error ? ` (${s.error})` : ""}`
  );
  return `MCP: ${parts.join(" \xB7 ")}`;
}

// src/session/settings.ts
var DEFAULTS2 = {
  continue: "auto",
  "continue-max-age": "7d",
  "continue-rewritten": "tell",
  "session-max-mb": "64"
};
var UNITS = { m: 6e4, h: 36e5, d: 864e5 };
function parseSessionSettings(raw, fail) {
  const value = (name) => raw(name).trim() || (DEFAULTS2[name] ?? "");
  const setting = value("continue").toLowerCase();
  if (setting !== "auto" && setting !== "never" && setting !== "always") {
    throw fail("continue", "expected 'auto', 'never' or 'always'");
  }
  const age = /^(\d+(?:\.\d+)?)\s*([mhd])$/i.exec(value("continue-max-age"));
  if (!age) throw fail("continue-max-age", "expected a number and a unit: '90m', '24h', '7d'");
  const rewritten = value("continue-rewritten").toLowerCase();
  if (rewritten !== "tell" && rewritten !== "fresh") {
    throw fail("continue-rewritten", "expected 'tell' or 'fresh'");
  }
  const mb = Number(value("session-max-mb"));
  if (!Number.isFinite(mb) || mb <= 0 || mb > 1024) {
    throw fail("session-max-mb", "expected a number of megabytes above 0, at most 1024");
  }
  const key = raw("session-key");
  return {
    continue: setting,
    maxAgeMs: Number(age[1]) * UNITS[age[2].toLowerCase()],
    rewritten,
    key: key === "" ? null : key,
    maxBytes: Math.round(mb * 1024 * 1024)
  };
}

// src/inputs.ts
var MCP_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
function requiredMcp(value) {
  const names = parseRequiredMcp(value);
  const bad = names.find((n) => !MCP_NAME.test(n));
  if (bad !== void 0) {
    throw new Error(
      `input 'require-mcp': ${JSON.stringify(bad.slice(0, 100))} is not an MCP server name (letters, digits, '_', '-', '.'; names are separated by spaces, commas or new lines)`
    );
  }
  return names;
}
var INPUT_DEFAULTS = {
  agent: "claude",
  "agent-version": "latest",
  "acp-adapter-version": "latest",
  install: "auto",
  "install-cache": "true",
  prompt: "",
  "prompt-file": "",
  args: "",
  model: "",
  "max-turns": "",
  "max-budget-usd": "",
  "max-total-tokens": "",
  "max-tool-calls": "",
  "require-mcp": "",
  "mcp-config": "",
  "allowed-tools": "",
  "permission-mode": "",
  "working-directory": ".",
  command: "",
  dialect: "auto",
  protocol: "stream-json",
  "timeout-minutes": "0",
  "idle-timeout-minutes": "30",
  // action.yml spells the same list out; test/action/action-yml.test.ts keeps the two equal.
  "fail-on": DEFAULT_FAIL_ON.join(", "),
  "step-summary": "true",
  annotations: "true",
  redact: "",
  // action.yml says `${{ github.token }}`; outside the runner we fall back to $GITHUB_TOKEN.
  "github-token": "",
  "comment-on": "auto",
  "comment-mode": "sticky",
  "comment-key": "",
  // action.yml: `${{ toJSON(matrix) }}` and `${{ strategy.job-index }}`, evaluated by the runner for
  // the step; they tell matrix legs' comments and artifacts apart. Empty outside the runner.
  matrix: "",
  "job-index": "",
  "job-total": "",
  // action.yml: `${{ job.check_run_id }}`, the job's id in the jobs API (empty where the runner
  // does not provide it): the aggregate matches the leg record to its job by it.
  "job-id": "",
  "update-interval-seconds": "5",
  // Who may start the agent from an event anyone can cause (src/action/gate/authorize.ts).
  "allowed-actors": "",
  "allowed-bots": "",
  "upload-artifact": "false",
  "publish-result": "auto",
  // src/sinks/board/open.ts: auto = a matrix leg that publishes its result keeps its row
  // live.
  board: "auto",
  // src/sinks/check/check-target.ts: auto = a check run only where the job is not already one.
  check: "auto",
  "check-name": "",
  // src/action/output-schema.ts: a JSON Schema (inline, or a file in the workspace) for the answer.
  "output-schema": "",
  // src/github/acknowledge.ts and src/action/live/remote-stop.ts: the bot answers on the PR.
  acknowledge: "true",
  "remote-stop": "true",
  // src/sinks/ledger/ and src/action/launch/already-handled.ts: the PR's ledger of runs.
  ledger: "true",
  // src/converse/ and src/action/live/converse.ts: the agent's requests and steers on the PR.
  ask: "",
  "approval-timeout": "10m",
  "on-question": "wait",
  "max-steers": "0",
  // src/agent/agent-env.ts: runner internals the agent gets anyway, by name.
  "agent-env-passthrough": "",
  // src/github/repository-trust.ts: whether the agent reads the repository's own hooks, MCP
  // servers and settings; auto = only when the code is a writer's.
  "trust-repository-config": "auto",
  // src/agent/agent-user.ts: the agent as Narrator's own user, or as another one.
  "agent-user": "unprivileged",
  "drop-sudo": "false",
  // src/session/: continue the job's agent session across runs on one pull request or issue.
  continue: "auto",
  "continue-max-age": "7d",
  "continue-rewritten": "tell",
  "session-key": "",
  "session-max-mb": "64"
};
var INPUT_NAMES = Object.keys(INPUT_DEFAULTS);
var InputError = class extends Error {
  constructor(input, message, options) {
    super(options?.named ? message : `input '${input}': ${message}`, { cause: options?.cause });
    this.input = input;
  }
  input;
  name = "InputError";
};
function perLine(raw) {
  return raw.split(/\r?\n/).map((s) => s.trim()).filter((s) => s.length > 0);
}
function parseMcpInput(raw) {
  try {
    return parseMcpConfig(raw);
  } catch (error3) {
    if (error3 instanceof McpConfigError) throw new InputError("mcp-config", error3.message);
    throw error3;
  }
}
function parseRedact(raw) {
  const values = [];
  const short = [];
  raw.split(/\r?\n/).forEach((line, i) => {
    const value = line.trim();
    if (value === "") return;
    if (value.length < MIN_SECRET_LENGTH) short.push(i + 1);
    else values.push(value);
  });
  if (short.length > 0) {
    const lines = short.length === 1 ? `line ${short[0]} is` : `lines ${short.join(", ")} are`;
    throw new InputError(
      "redact",
      `${lines} shorter than ${MIN_SECRET_LENGTH} characters. A value that short cannot be hidden without masking ordinary text, so Narrator will not run with it: remove it, or hide a longer secret`
    );
  }
  return values;
}
function splitToolList(raw) {
  const out = [];
  let depth = 0;
  let cur = "";
  for (const ch of raw) {
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === "," || ch === " " || ch === "	" || ch === "\n" || ch === "\r")) {
      if (cur.trim()) out.push(cur.trim());
      cur = "";
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
function oneOf(input, raw, allowed) {
  if (allowed.includes(raw)) return raw;
  throw new InputError(input, `unknown value '${raw}'; expected one of ${allowed.join(", ")}`);
}
function parseMatrix(raw) {
  const text3 = raw.trim();
  if (text3 === "" || text3 === "null") return null;
  try {
    return JSON.parse(text3);
  } catch {
    return text3;
  }
}
function parseJobIndex(raw) {
  if (raw === "") return null;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new InputError("job-index", `expected the matrix leg's index (a whole number), got '${raw}'`);
  }
  return Number(raw);
}
function parseJobId(raw) {
  if (raw === "") return null;
  if (!/^\d{1,17}$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) < 1) {
    throw new InputError("job-id", `expected the job's id (job.check_run_id, a whole number), got '${raw}'`);
  }
  return Number(raw);
}
function parseJobTotal(raw) {
  if (raw === "") return null;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new InputError("job-total", `expected the matrix's number of legs (1 or more), got '${raw}'`);
  }
  return Number(raw);
}
function parseBoard(raw) {
  const value = raw.trim();
  const lower = value.toLowerCase();
  if (lower === "auto" || value === "") return { kind: "auto" };
  if (["true", "yes", "on", "1"].includes(lower)) return { kind: "on", key: null };
  if (["false", "no", "off", "0"].includes(lower)) return { kind: "off" };
  if (/[\r\n]/.test(value)) throw new InputError("board", "the board key must be one line");
  return { kind: "on", key: value };
}
function parseBool(input, raw) {
  const v = raw.toLowerCase();
  if (v === "true" || v === "yes" || v === "1" || v === "on") return true;
  if (v === "false" || v === "no" || v === "0" || v === "off") return false;
  throw new InputError(input, `expected true or false, got '${raw}'`);
}
function parseNumber(input, raw, rule) {
  const n = raw.trim() === "" ? Number.NaN : Number(raw);
  const why = !Number.isFinite(n) ? "not a number" : rule.integer && !Number.isInteger(n) ? "not a whole number" : n < rule.min || !rule.minInclusive && n === rule.min ? rule.tooSmall : null;
  if (why !== null) throw new InputError(input, `'${raw}' is not valid (${why})`);
  return n;
}
function optionalNumber(input, raw, rule) {
  return raw === "" ? null : parseNumber(input, raw, rule);
}
function parseLogins(raw) {
  return raw.split(/[\s,]+/).map((s) => s.trim().replace(/^@/, "").toLowerCase()).filter(Boolean);
}
function parseAllowedActors(raw) {
  const logins = parseLogins(raw);
  const patterns = logins.filter((l) => l.includes("*") && l !== "*");
  if (patterns.length > 0) {
    throw new InputError(
      "allowed-actors",
      `'${patterns[0]}' is not a login: patterns are not supported; '*' alone lets everyone in`
    );
  }
  if (logins.includes("*") && logins.length > 1) {
    throw new InputError(
      "allowed-actors",
      `'*' lets everyone in and cannot be combined with logins (${logins.filter((l) => l !== "*").join(", ")}); give either '*' or the logins`
    );
  }
  return logins;
}
function parseAllowedBots(raw) {
  const bots = parseLogins(raw).map((s) => s.replace(/\[bot\]$/, ""));
  const star = bots.find((b) => b.includes("*"));
  if (star !== void 0) {
    throw new InputError(
      "allowed-bots",
      `'${star}' is not a bot login: list each bot by name ('*' is not supported)`
    );
  }
  return bots;
}
function parseFailOn(raw) {
  const words = raw.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  if (words.length === 1 && words[0] === "none") return [];
  const out = [];
  for (const w of words) {
    if (!OUTCOMES.includes(w)) {
      throw new InputError(
        "fail-on",
        `unknown outcome '${w}' in fail-on; expected one of ${OUTCOMES.join(", ")} (or 'none')`,
        { named: true }
      );
    }
    if (!out.includes(w)) out.push(w);
  }
  return out;
}
function parseCommentOn(raw) {
  if (raw === "auto") return { kind: "auto" };
  if (raw === "none") return { kind: "none" };
  const n = Number(raw.replace(/^#/, ""));
  if (Number.isInteger(n) && n > 0) return { kind: "number", number: n };
  throw new InputError("comment-on", `expected auto, none or an issue/PR number, got '${raw}'`);
}
var minutes = { min: 0, minInclusive: true, tooSmall: "must be 0 or more minutes" };
function readInputs(getInput2, env) {
  const raw = (name) => {
    const v = (getInput2(name) ?? "").trim();
    return v === "" ? INPUT_DEFAULTS[name] : v;
  };
  const rawLines = (name) => {
    const v = getInput2(name) ?? "";
    return v.trim() === "" ? INPUT_DEFAULTS[name] : v;
  };
  const agent = oneOf("agent", raw("agent"), AGENT_NAMES);
  const command = raw("command");
  const prompt = rawLines("prompt");
  const promptFile = raw("prompt-file");
  if (prompt.trim() !== "" && promptFile !== "") {
    throw new InputError("prompt", "give either 'prompt' or 'prompt-file', not both");
  }
  const dialect = oneOf("dialect", raw("dialect"), ["auto", ...DIALECTS]);
  const protocol = oneOf("protocol", raw("protocol"), ["stream-json", "acp"]);
  if (protocol === "acp" && dialect !== "auto" && dialect !== "acp") {
    throw new InputError("dialect", `'protocol: acp' reads the acp dialect only, not '${dialect}'`);
  }
  if (dialect === "acp" && command === "" && protocol !== "acp") {
    throw new InputError(
      "dialect",
      "'dialect: acp' runs a 'command' that speaks the Agent Client Protocol; for an agent's own recipe set 'protocol: acp'"
    );
  }
  const timeoutMin = parseNumber("timeout-minutes", raw("timeout-minutes"), minutes);
  const idleMin = parseNumber("idle-timeout-minutes", raw("idle-timeout-minutes"), minutes);
  return {
    agent,
    agentVersion: raw("agent-version"),
    acpAdapterVersion: raw("acp-adapter-version"),
    install: oneOf("install", raw("install"), ["auto", "never"]),
    installCache: parseBool("install-cache", raw("install-cache")),
    prompt,
    promptFile: promptFile === "" ? null : promptFile,
    args: perLine(rawLines("args")),
    model: raw("model") || null,
    maxTurns: optionalNumber("max-turns", raw("max-turns"), {
      integer: true,
      min: 1,
      minInclusive: true,
      tooSmall: "must be 1 or more"
    }),
    maxBudgetUsd: optionalNumber("max-budget-usd", raw("max-budget-usd"), {
      min: 0,
      minInclusive: false,
      tooSmall: "must be more than 0"
    }),
    maxTotalTokens: optionalNumber("max-total-tokens", raw("max-total-tokens"), {
      integer: true,
      min: 1,
      minInclusive: true,
      tooSmall: "must be 1 or more"
    }),
    maxToolCalls: optionalNumber("max-tool-calls", raw("max-tool-calls"), {
      integer: true,
      min: 0,
      minInclusive: true,
      tooSmall: "must be 0 or more"
    }),
    requireMcp: requiredMcp(rawLines("require-mcp")),
    mcpServers: parseMcpInput(raw("mcp-config")),
    allowedTools: splitToolList(rawLines("allowed-tools")),
    permissionMode: raw("permission-mode") || null,
    workingDirectory: raw("working-directory"),
    command: command === "" ? null : command,
    dialect,
    protocol,
    timeoutMs: Math.round(timeoutMin * 6e4),
    idleTimeoutMs: Math.round(idleMin * 6e4),
    failOn: parseFailOn(rawLines("fail-on")),
    stepSummary: parseBool("step-summary", raw("step-summary")),
    annotations: parseBool("annotations", raw("annotations")),
    // The MCP servers' env and header values are secrets to every output, as `redact` lines are.
    redact: [
      ...parseRedact(rawLines("redact")),
      ...mcpSecretValues(parseMcpInput(raw("mcp-config"))).filter((v) => v.length >= MIN_SECRET_LENGTH)
    ],
    githubToken: raw("github-token") || env["GITHUB_TOKEN"] || "",
    commentOn: parseCommentOn(raw("comment-on")),
    commentMode: oneOf("comment-mode", raw("comment-mode"), ["sticky", "new"]),
    commentKey: raw("comment-key") || null,
    leg: {
      matrix: parseMatrix(rawLines("matrix")),
      jobIndex: parseJobIndex(raw("job-index")),
      jobTotal: parseJobTotal(raw("job-total")),
      jobId: parseJobId(raw("job-id"))
    },
    updateIntervalSeconds: parseNumber("update-interval-seconds", raw("update-interval-seconds"), {
      min: 0,
      minInclusive: true,
      tooSmall: "must be 0 or more"
    }),
    allowedActors: parseAllowedActors(rawLines("allowed-actors")),
    allowedBots: parseAllowedBots(rawLines("allowed-bots")),
    uploadArtifact: parseBool("upload-artifact", raw("upload-artifact")),
    acknowledge: parseBool("acknowledge", raw("acknowledge")),
    remoteStop: parseBool("remote-stop", raw("remote-stop")),
    ledger: parseBool("ledger", raw("ledger")),
    ask: parseAsk(rawLines("ask")),
    approvalTimeoutMs: parseApprovalTimeout(raw("approval-timeout")),
    onQuestion: parseOnQuestion(raw("on-question")),
    maxSteers: parseNumber("max-steers", raw("max-steers"), {
      integer: true,
      min: 0,
      minInclusive: true,
      tooSmall: "must be 0 or more"
    }),
    publishResult: raw("publish-result").toLowerCase() === "auto" ? "auto" : parseBool("publish-result", raw("publish-result")),
    board: parseBoard(raw("board")),
    check: raw("check").toLowerCase() === "auto" ? "auto" : parseBool("check", raw("check")),
    checkName: raw("check-name") || null,
    outputSchema: rawLines("output-schema").trim() || null,
    agentEnvPassthrough: parseEnvNames(rawLines("agent-env-passthrough")),
    trustRepositoryConfig: oneOf("trust-repository-config", raw("trust-repository-config").toLowerCase(), [
      "auto",
      "true",
      "false"
    ]),
    agentUser: parseAgentUser(raw("agent-user")),
    dropSudo: parseBool("drop-sudo", raw("drop-sudo")),
    session: parseSessionSettings(
      (name) => raw(name),
      (input, why) => new InputError(input, why)
    )
  };
}
function parseAsk(raw) {
  const list = splitToolList(raw);
  try {
    parseAskRules(list);
  } catch (error3) {
    throw new InputError("ask", error3.message, { cause: error3 });
  }
  return list;
}
function parseOnQuestion(value) {
  const v = value.trim().toLowerCase();
  if (v === "" || v === "wait") return "wait";
  if (v === "park") return "park";
  throw new InputError("on-question", `must be wait or park, got '${value.slice(0, 40)}'`);
}
function parseApprovalTimeout(raw) {
  let ms;
  try {
    ms = parseDuration(raw);
  } catch (error3) {
    throw new InputError("approval-timeout", error3.message, { cause: error3 });
  }
  if (!(ms > 0) || ms > 6 * 36e5)
    throw new InputError("approval-timeout", "must be more than 0 and at most 6h");
  return ms;
}
function parseAgentUser(raw) {
  const value = raw.trim();
  if (value === "same") return { kind: "same" };
  if (value === "unprivileged") return { kind: "unprivileged" };
  if (/^[a-z_][a-z0-9_-]{0,31}$/i.test(value) && value !== "root") return { kind: "named", name: value };
  throw new InputError(
    "agent-user",
    "expected 'same', 'unprivileged' or the name of an existing unprivileged user (letters, digits, '_' and '-')"
  );
}
function parseEnvNames(raw) {
  const names = raw.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  names.forEach((name, i) => {
    if (!/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name)) {
      throw new InputError(
        "agent-env-passthrough",
        `entry ${i + 1} is not a variable name (letters, digits, '_', '-' and '.', not starting with a digit)`
      );
    }
  });
  return [...new Set(names)];
}

// src/run/calls.ts
function callTotal(s) {
  return s.earlierCalls.count + s.toolCalls.length;
}
function callNumber(s, i) {
  return s.earlierCalls.count + i + 1;
}
function callCounts(s) {
  const c = { ...s.earlierCalls.counts, total: callTotal(s) };
  for (const call of s.toolCalls) c[call.status]++;
  return c;
}
function firstCalls(s, n) {
  const e = s.earlierCalls;
  if (e.count === 0) return s.toolCalls.slice(0, n);
  const head = e.head.slice(0, n);
  return head.length < n && head.length === e.count ? head.concat(s.toolCalls.slice(0, n - head.length)) : head;
}
function lastFailedCalls(s, n) {
  const out = [];
  for (const f of s.earlierCalls.failed) if (f.call.outputPreview) out.push([f.call, f.n]);
  s.toolCalls.forEach((call, i) => {
    if (call.status !== "ok" && call.status !== "pending" && call.outputPreview)
      out.push([call, callNumber(s, i)]);
  });
  return out.slice(-n);
}

// src/report/markdown.ts
var ZWSP = "\u200B";
function escapeHtml(s) {
  return s.replace(
    /[&<>"]/g,
    (c) => c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"
  );
}
function neutralizeMentions(s) {
  return s.replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function longestRun(s, ch) {
  let best = 0;
  let run3 = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === ch) {
      run3++;
      if (run3 > best) best = run3;
    } else run3 = 0;
  }
  return best;
}
function inlineCode(s) {
  const one = neutralize(s).replace(/\r?\n|\r/g, " ").replace(/\|/g, "\\|");
  if (one.length === 0) return "";
  const ticks = "`".repeat(longestRun(one, "`") + 1);
  const pad = one.startsWith("`") || one.endsWith("`") || one.startsWith(" ") && one.endsWith(" ") ? " " : "";
  return `${ticks}${pad}${one}${pad}${ticks}`;
}
function codeFence(raw, lang = "") {
  const s = neutralize(raw);
  const fence = "`".repeat(Math.max(3, longestRun(s, "`") + 1));
  const body = s.endsWith("\n") ? s : `${s}
`;
  const info3 = lang.replace(/[^A-Za-z0-9_+-]/g, "");
  return `${fence}${info3}
${body}${fence}`;
}
function details(summary2, body, open2 = false) {
  return `<details${open2 ? " open" : ""}><summary>${summary2}</summary>

${closeOpenFences(body.trim())}

</details>`;
}
function truncate(s, n) {
  if (s.length <= n) return s;
  if (n <= 1) return n === 1 ? "\u2026" : "";
  let cut2 = n - 1;
  const code = s.charCodeAt(cut2 - 1);
  if (code >= 55296 && code <= 56319) cut2--;
  return `${s.slice(0, cut2)}\u2026`;
}
function tableCell(s, max = 120) {
  const one = truncate(
    s.slice(0, max * 4).replace(/\s+/g, " ").trim(),
    max
  );
  return escapeHtml(neutralize(one)).replace(/\|/g, "\\|");
}
function inlineText(s, max = 200) {
  return tableCell(s, max);
}
function breakTags(s) {
  return s.replace(/<(?=[A-Za-z/!?])/g, `<${ZWSP}`);
}
function neutralize(s) {
  return revealBidi(neutralizeDiagrams(neutralizeImages(neutralizeMentions(breakTags(breakEntities(s))))));
}
function breakEntities(s) {
  return s.replace(/&(?=[#A-Za-z])/g, `&${ZWSP}`);
}
function neutralizeImages(s) {
  return s.replace(/!\[/g, `!${ZWSP}[`);
}
var DRAWN_LANGUAGES = /^\s*(?:mermaid|geojson|topojson|stl)/i;
function neutralizeDiagrams(s) {
  if (!s.includes("``") && !s.includes("~~")) return s;
  return s.replace(
    /(`{3,}|~{3,})([ \t]*)([^`\r\n]*)/g,
    (all, fence, gap, info3) => DRAWN_LANGUAGES.test(decodeInfo(info3)) ? `${fence}${gap}${ZWSP}${info3}` : all
  );
}
function decodeInfo(info3) {
  return info3.replace(/&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g, (all, hex, dec) => {
    const code = hex !== void 0 ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 1114111 ? String.fromCodePoint(code) : all;
  }).replace(/\\([!-/:-@[-`{-~])/g, "$1");
}
function safeMarkdown(md) {
  return blockquote(closeOpenFences(neutralize(md.replace(/\r\n?/g, "\n"))));
}
function closeOpenFences(md) {
  let fence = null;
  for (const line of md.split("\n")) {
    const m = /^ {0,3}(`{3,}(?!`)|~{3,}(?!~))(.*)$/.exec(line);
    if (!m) continue;
    if (fence) {
      if (m[1][0] === fence.ch && m[1].length >= fence.len && m[2].trim() === "") fence = null;
    } else if (!(m[1][0] === "`" && m[2].includes("`"))) {
      fence = { ch: m[1][0], len: m[1].length };
    }
  }
  return fence ? `${md}
${fence.ch.repeat(fence.len)}` : md;
}
function blockquote(md) {
  return md.split("\n").map((l) => l.length ? `> ${l}` : ">").join("\n");
}

// src/report/conversation.ts
var MAX_CONVERSATION_LINES = 30;
function clock(at) {
  return new Date(at).toISOString().slice(11, 19);
}
function conversationText(e) {
  const by = e.by ? `@${e.by}` : "Narrator";
  const label = e.label ? `${e.label} ` : "";
  const what = e.text ? `: ${e.text}` : "";
  switch (e.kind) {
    case "asked":
      return `\u23F8 ${label}${e.tool ?? ""} asked of a maintainer${what}${e.message?.includes("parked") ? " \u2014 parked: the answer on its card starts the next run" : ""}`;
    case "allowed":
      return `\u2705 ${label}allowed by ${by}${e.via === "reaction" ? " (\u{1F44D})" : ""}`;
    case "denied":
      return `\u{1F6AB} ${label}denied by ${by}${e.message ? ` \u2014 ${e.message}` : ""}`;
    case "answered":
      return `\u{1F4AC} ${label}answered by ${by}${e.message ? `: ${e.message}` : ""}`;
    case "timed_out":
      return `\u231B ${label}denied: ${e.message ?? "no maintainer answered in time"}`;
    case "steer":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}'`;
    case "steer_taken":
      return `\u{1F4E8} the agent took ${by}'s message${e.message ? ` \u2014 ${e.message}` : ""}`;
    case "steer_deferred":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}' \u2014 for the next run (${e.message ?? "the agent could not take it now"})`;
    case "steer_delivered":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}' \u2014 ${e.message ?? "delivered from an earlier run"}`;
  }
}
function conversationBlock(entries, r) {
  if (!entries || entries.length === 0) return "";
  const shown = entries.slice(-MAX_CONVERSATION_LINES);
  const lines = shown.map((e) => `- ${inlineCode(clock(e.at))} ${inlineText(r(conversationText(e)), 300)}`);
  const more = entries.length - shown.length;
  if (more > 0) lines.unshift(`- \u2026 ${more} earlier (summary.json has them all)`);
  return `**Talk with the agent** (times in UTC)

${lines.join("\n")}`;
}

// src/report/format.ts
function formatDuration(ms) {
  if (ms === null || ms === void 0 || !Number.isFinite(ms) || ms < 0) return "n/a";
  if (ms < 100) return `${Math.round(ms)} ms`;
  if (ms < 1e4) return `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
  const totalSeconds = Math.round(ms / 1e3);
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const totalMinutes = Math.floor(totalSeconds / 60);
  if (totalMinutes < 60) return `${totalMinutes}m ${String(totalSeconds % 60).padStart(2, "0")}s`;
  return `${Math.floor(totalMinutes / 60)}h ${String(totalMinutes % 60).padStart(2, "0")}m`;
}
function unbroken(text3) {
  return text3.replaceAll(" ", "\xA0");
}
function formatTokens(n) {
  if (n === null || n === void 0 || !Number.isFinite(n)) return "n/a";
  if (n < 1e3) return String(Math.round(n));
  if (n < 999950) return `${(n / 1e3).toFixed(1)}k`;
  return `${(n / 1e6).toFixed(2)}M`;
}
function formatCost(usd2) {
  if (usd2 === null || usd2 === void 0 || !Number.isFinite(usd2)) return "n/a";
  if (usd2 > 0 && usd2 < 0.01) return `$${usd2.toFixed(4)}`;
  return `$${usd2.toFixed(2)}`;
}
function costText(s) {
  if (s.costUsd !== null) return formatCost(s.costUsd);
  if (s.estimatedCostUsd != null && Number.isFinite(s.estimatedCostUsd))
    return `\u2248 ${formatCost(s.estimatedCostUsd)} (est.)`;
  return null;
}
function formatCount(n) {
  return n === null || n === void 0 ? "n/a" : String(n);
}
var OUTCOME_SYMBOL = {
  success: "\u2705",
  error: "\u274C",
  max_turns: "\u{1F501}",
  budget_exceeded: "\u{1F4B8}",
  max_tokens: "\u2702",
  cancelled: "\u23F9",
  timed_out: "\u23F1",
  incomplete: "\u{1F6A7}",
  waiting_for_input: "\u23F8"
};
var RUNNING_SYMBOL = "\u{1F504}";
function statusSymbol(summary2) {
  if (summary2.status === "running" || summary2.outcome === null) return RUNNING_SYMBOL;
  return OUTCOME_SYMBOL[summary2.outcome];
}
var OUTCOME_PHRASE = {
  success: "finished",
  error: "stopped with an error",
  max_turns: "reached max turns",
  budget_exceeded: "exceeded its budget",
  max_tokens: "was cut off at max tokens",
  cancelled: "was cancelled",
  timed_out: "timed out",
  incomplete: "stopped with work unfinished",
  waiting_for_input: "is waiting for a maintainer"
};
function outcomePhrase(summary2) {
  if (summary2.status === "running" || summary2.outcome === null) return "is working";
  return OUTCOME_PHRASE[summary2.outcome];
}
function agentLabel(dialect) {
  return dialect ? AGENT_FACTS[dialect].label : "The agent";
}
var FIELD_BY_TOOL = {
  bash: ["command", "cmd"],
  shell: ["command", "cmd"],
  run_shell_command: ["command"],
  read: ["file_path", "filePath", "path"],
  read_file: ["file_path", "absolute_path", "path"],
  edit: ["file_path", "filePath", "path"],
  multiedit: ["file_path", "filePath"],
  write: ["file_path", "filePath", "path"],
  write_file: ["file_path", "path"],
  replace: ["file_path", "path"],
  notebookedit: ["notebook_path"],
  grep: ["pattern", "query"],
  search_file_content: ["pattern"],
  grep_search: ["pattern"],
  glob: ["pattern"],
  ls: ["path"],
  list_directory: ["path"],
  task: ["description", "prompt"],
  agent: ["description", "prompt"],
  webfetch: ["url"],
  web_fetch: ["url", "prompt"],
  websearch: ["query"],
  web_search: ["query"],
  google_web_search: ["query"],
  todowrite: []
};
var GENERIC_FIELDS = [
  "command",
  "cmd",
  "file_path",
  "filePath",
  "path",
  "pattern",
  "query",
  "url",
  "description"
];
var PATH_FIELDS = /* @__PURE__ */ new Set(["file_path", "filePath", "path", "absolute_path", "notebook_path"]);
function relativeToCwd(p, cwd) {
  if (!cwd) return p;
  const base = cwd.endsWith("/") ? cwd : `${cwd}/`;
  return p.startsWith(base) && p.length > base.length ? p.slice(base.length) : p;
}
function shortToolInput(name, input, max = 80, redact = (s) => s, cwd = null) {
  if (typeof input === "string") return oneLine(redact(input), max);
  if (input === null || typeof input !== "object" || Array.isArray(input)) return "";
  const record3 = input;
  const key = name.toLowerCase();
  const known = ownValue(FIELD_BY_TOOL, key) ?? ownValue(FIELD_BY_TOOL, key.replace(/^mcp__.*__/, ""));
  if (key === "todowrite" && Array.isArray(record3["todos"])) return `${record3["todos"].length} todos`;
  for (const field of known ?? GENERIC_FIELDS) {
    const v = record3[field];
    if (typeof v === "string" && v.trim()) {
      const shown = PATH_FIELDS.has(field) ? relativeToCwd(v, cwd) : field === "command" ? unwrapShell(v) : v;
      return oneLine(redact(shown), max);
    }
  }
  for (const v of Object.values(record3))
    if (typeof v === "string" && v.trim()) return oneLine(redact(v), max);
  return "";
}
function unwrapShell(command) {
  const m = /^\s*(?:\/usr)?(?:\/bin\/)?(?:ba|z)?sh -l?c (.*)$/s.exec(command);
  if (!m) return command;
  const rest = m[1].trim();
  if (/^'[^']*'$/.test(rest)) return rest.slice(1, -1);
  if (/^"(?:[^"\\]|\\.)*"$/s.test(rest)) return rest.slice(1, -1).replace(/\\([\\"$`])/g, "$1");
  return command;
}
function toolDescription(call) {
  if (call.input === null || typeof call.input !== "object") return null;
  const d = call.input["description"];
  const name = call.name.toLowerCase();
  if (typeof d !== "string" || !d.trim() || name === "task" || name === "agent") return null;
  return d.trim();
}
function oneLine(s, max) {
  return truncate(
    s.slice(0, max * 4).replace(/\s+/g, " ").trim(),
    max
  );
}
function shortSessionId(id2) {
  return id2.length > 12 ? id2.slice(0, 8) : id2;
}
function retryCount(s) {
  const n = s.retries.length;
  if (s.retriesKnown) return String(n);
  return n > 0 ? `at least ${n}` : "unknown";
}
function formatRetry(r) {
  const what = retryCause(r.category, r.httpStatus);
  const status = r.httpStatus !== null ? ` (${r.httpStatus})` : "";
  const n = r.attempt !== null ? ` ${r.attempt}${r.maxRetries !== null ? `/${r.maxRetries}` : ""}` : "";
  const delay = r.delayMs !== null ? ` in ${formatDuration(r.delayMs)}` : "";
  return `${what}${status}, retry${n}${delay}`;
}
function retryCause(category, status) {
  const c = (category ?? "").toLowerCase();
  if (c.includes("overload") || status === 529) return "API overloaded";
  if (c.includes("rate") || status === 429) return "API rate limited";
  if (c.includes("auth") || status === 401 || status === 403) return "API authentication failed";
  if (c.includes("connect") || c.includes("network")) return "API connection failed";
  if (status !== null && status >= 500) return "API server error";
  return "API error";
}
function elapsedMs(summary2, now) {
  if (summary2.status === "finished") return summary2.durationMs;
  if (summary2.startedAt === null) return null;
  const end = now !== void 0 && now >= summary2.startedAt ? now : summary2.lastEventAt ?? summary2.startedAt;
  return end - summary2.startedAt;
}
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function allowRules(dialect, tool, input, cwd = null) {
  if (dialect !== "claude-code") return null;
  const fields = input !== null && typeof input === "object" ? input : {};
  if (tool === "Bash" && typeof fields["command"] === "string") {
    const rules = [];
    for (const part of fields["command"].split(/&&|\|\||[;|\n]/)) {
      const words = part.trim().split(/\s+/);
      if (words[0] === void 0 || words[0] === "") continue;
      const prefix = words.length > 1 && /^[a-z][a-z0-9-]*$/.test(words[1]) ? `${words[0]} ${words[1]}` : words[0];
      const rule = `Bash(${prefix}:*)`;
      if (!rules.includes(rule)) rules.push(rule);
    }
    return rules.length > 0 ? rules : ["Bash"];
  }
  const path = fields["file_path"] ?? fields["notebook_path"];
  if (typeof path === "string" && path !== "") {
    const relative2 = relativeToCwd(path, cwd);
    const name = FILE_EDIT_TOOLS.has(tool) ? "Edit" : tool;
    return [`${name}(${relative2.startsWith("/") ? `/${relative2}` : relative2})`];
  }
  return [tool];
}
var FILE_EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function allowRule(dialect, tool, input, cwd = null) {
  return allowRules(dialect, tool, input, cwd)?.join(", ") ?? null;
}

// src/report/denied-calls.ts
var DENIED_SHOWN = 10;
var TOOL_CHARS = 60;
var WHAT_CHARS = 120;
var RULE_CHARS = 200;
var LINE_RULES = 20;
function deniedCalls(s, redact, max = DENIED_SHOWN) {
  const r = (text3) => revealBidi(redact(text3));
  const found = collect(s);
  const total = Math.max(found.length, callCounts(s).denied, s.permissionDenials.length);
  if (total === 0) return null;
  const onPr = found.map((d) => decidedOnPr(d, s.conversation));
  const shown = found.slice(0, Math.max(0, max)).map((d, i) => {
    const asked = onPr[i] ?? null;
    const rule = asked === null ? allowRule(s.dialect, d.tool, d.input, s.cwd) : null;
    return {
      tool: oneLine(r(d.tool), TOOL_CHARS),
      what: shortToolInput(d.tool, d.input, WHAT_CHARS, r, s.cwd),
      rule: rule === null ? null : oneLine(r(rule), RULE_CHARS),
      onPr: asked === null ? null : oneLine(r(asked), RULE_CHARS)
    };
  });
  const rules = [];
  for (const [i, d] of found.entries()) {
    if (onPr[i] !== null) continue;
    const rule = allowRule(s.dialect, d.tool, d.input, s.cwd);
    if (rule === null) continue;
    for (const one of splitRules(rule)) {
      const text3 = oneLine(r(one), RULE_CHARS);
      if (!rules.includes(text3)) rules.push(text3);
    }
    if (rules.length >= LINE_RULES) break;
  }
  return {
    total,
    shown,
    more: total - shown.length,
    copyLine: rules.length > 0 ? `allowed-tools: ${yamlQuoted(rules.slice(0, LINE_RULES).join(", "))}` : null,
    how: onPr.every((a) => a !== null) ? ASKED_ON_PR : howToAllow(s.dialect)
  };
}
var ASKED_ON_PR = "Each was asked on the pull request under the `ask` input, not refused by an allow-list: its card is where it is answered.";
function decidedOnPr(d, talk) {
  if (!talk || talk.length === 0) return null;
  const argument = askedArgument(d.input);
  let asked = null;
  for (const e of talk) {
    if (e.kind === "asked" && e.tool === d.tool && e.label !== null && (e.text ?? null) === argument)
      asked = e;
  }
  if (asked === null) return null;
  const label = asked.label;
  const end = talk.find(
    (e) => e.label === label && (e.kind === "denied" || e.kind === "timed_out" || e.kind === "allowed")
  );
  if (end?.kind === "denied") return `denied on the PR (${label}${end.by ? `, by @${end.by}` : ""})`;
  if (end?.kind === "timed_out") return `denied on the PR (${label}: no maintainer answered in time)`;
  if (asked.message?.includes("parked")) return `parked as ${label}: answer on its card`;
  return `asked on the PR as ${label}`;
}
function askedArgument(input) {
  if (typeof input !== "object" || input === null) return null;
  const o = input;
  for (const key of ["command", "file_path", "notebook_path", "path", "url", "pattern", "query"]) {
    const v = Object.hasOwn(o, key) ? o[key] : void 0;
    if (typeof v === "string") return v.slice(0, 4e3);
  }
  return null;
}
function deniedMarkdown(d) {
  const lines = d.shown.map((c) => {
    const call = c.what === "" ? inlineCode(c.tool) : `${inlineCode(c.tool)} ${inlineCode(c.what)}`;
    return `- ${call}${c.onPr !== null ? ` \u2014 ${inlineText(c.onPr, RULE_CHARS)}` : c.rule === null ? "" : ` \u2014 allow with ${inlineCode(c.rule)}`}`;
  });
  if (d.more > 0) lines.push(`- *\u2026and ${d.more} more*`);
  const how = d.copyLine === null ? d.how : `${d.how} Paste into the step's \`with:\`:`;
  return [lines.join("\n"), how, ...d.copyLine === null ? [] : [codeFence(d.copyLine, "yaml")]].join(
    "\n\n"
  );
}
function howToAllow(dialect) {
  switch (dialect) {
    case "claude-code":
      return "Allow them with Narrator's `allowed-tools` input (Claude Code's `--allowedTools` rules), or widen `permission-mode`.";
    case "codex":
      return "Codex has no allow-list of tools: its sandbox decides. `permission-mode: acceptEdits` (sandbox workspace-write) lets it write in the workspace; `bypassPermissions` lifts the sandbox.";
    case "gemini":
      return "Gemini CLI takes no `allowed-tools` from Narrator (its own `--allowed-tools` is deprecated): `permission-mode: acceptEdits` allows edits, `bypassPermissions` shell commands too, or pass a policy file through `args` (`--policy`).";
    case "opencode":
      return "opencode decides by its permission rules: `permission` in a trusted opencode.json, or `permission-mode` (`acceptEdits` allows edits, `bypassPermissions` approves what it would ask about).";
    case "acp":
      return "Over ACP Narrator answers each permission request from `permission-mode`: `acceptEdits` allows reading, editing and searching inside the workspace, `bypassPermissions` everything; there is no per-tool allow-list.";
    default:
      return "This agent has no allow-list Narrator can set: see its own documentation for what it may run.";
  }
}
function collect(s) {
  const ids = /* @__PURE__ */ new Set();
  const out = [];
  for (const d of s.permissionDenials) {
    if (d.toolUseId !== null) {
      if (ids.has(d.toolUseId)) continue;
      ids.add(d.toolUseId);
    }
    out.push({ tool: d.tool, input: d.input });
  }
  const calls = [...s.earlierCalls.failed.map((f) => f.call), ...s.toolCalls];
  for (const c of calls) {
    if (c.status !== "denied" || ids.has(c.id)) continue;
    ids.add(c.id);
    out.push({ tool: c.name, input: c.input });
  }
  return out;
}
function splitRules(rule) {
  return rule.split(/, (?=[A-Za-z_][\w-]*(?:\(|$))/);
}
function yamlQuoted(s) {
  return `'${truncate(s, 2e3).replace(/'/g, "''")}'`;
}

// src/run/cap-support.ts
var CAP_SUPPORT = factTable("caps");

// src/run/budget-guard.ts
var CAP_NOT_HELD = "cap_not_held";

// src/run/completeness.ts
var RESULT_TEXT_ALWAYS = /* @__PURE__ */ new Set(["claude-code"]);
var SUBAGENT_TOOLS = /* @__PURE__ */ new Set(["task", "agent"]);
var NAMED = 3;
var ITEM_CHARS = 80;
var ALL_DENIED_WORDS = [
  "every tool call the agent made was denied",
  "no tool call the agent made succeeded"
];
function unfinishedWork(summary2, lastResult) {
  const found = [];
  const open2 = summary2.todos.filter((t) => t.status !== "completed");
  if (open2.length > 0) {
    found.push({
      kind: "todos",
      message: `${open2.length} of ${summary2.todos.length} ${summary2.todos.length === 1 ? "todo" : "todos"} still open: ${named(open2.map(todoText))}`
    });
  }
  const unanswered = unansweredSubagents(summary2.toolCalls, summary2.earlierCalls);
  if (unanswered.length > 0) {
    found.push({
      kind: "subagent",
      message: `${unanswered.length === 1 ? "a subagent never returned its result" : `${unanswered.length} subagents never returned their results`}: ${named(unanswered.map(callText))}`
    });
  }
  if (lastResult !== null && summary2.dialect !== null && RESULT_TEXT_ALWAYS.has(summary2.dialect) && (lastResult.text ?? "").trim() === "") {
    found.push({
      kind: "empty_result",
      message: "the final result was empty: the agent stopped without an answer"
    });
  }
  const { denied, failed } = onlyDenied(summary2);
  if (denied > 0) {
    found.push({
      kind: "all_denied",
      message: failed === 0 ? `${ALL_DENIED_WORDS[0]} (${denied} denied)` : `${ALL_DENIED_WORDS[1]} (${denied} denied, ${failed} failed)`
    });
  }
  if (found.length === 0) return null;
  const message = `The agent reported success, but ${found.map((f) => f.message).join("; and ")}.`;
  return { kind: found[0].kind, message };
}
function onlyDenied(summary2) {
  const earlier = summary2.earlierCalls?.counts;
  if ((earlier?.ok ?? 0) > 0 || summary2.toolCalls.some((c) => c.status === "ok"))
    return { denied: 0, failed: 0 };
  const ids = /* @__PURE__ */ new Set();
  let anonymous = 0;
  for (const c of summary2.toolCalls) if (c.status === "denied") ids.add(c.id);
  for (const d of summary2.permissionDenials ?? []) {
    if (d.toolUseId === null) anonymous++;
    else ids.add(d.toolUseId);
  }
  const failed = (earlier?.error ?? 0) + summary2.toolCalls.filter((c) => c.status === "error").length;
  return { denied: ids.size + anonymous + (earlier?.denied ?? 0), failed };
}
function todoText(t) {
  return `'${clip(t.content)}'${t.status === "in_progress" ? " (in progress)" : ""}`;
}
function unansweredSubagents(window2, earlier) {
  const moved = earlier?.open.map((o) => o.call) ?? [];
  const pending = [...moved, ...window2].filter((c) => c.status === "pending");
  if (pending.length === 0) return [];
  let parents = null;
  return pending.filter((c) => {
    if (SUBAGENT_TOOLS.has(c.name.toLowerCase())) return true;
    parents ??= /* @__PURE__ */ new Set([
      ...earlier?.parents ?? [],
      ...window2.map((x) => x.parentId).filter((p) => p !== null)
    ]);
    return parents.has(c.id);
  });
}
function callText(c) {
  const input = c.input;
  const about = input && typeof input === "object" ? input["description"] ?? input["prompt"] : null;
  return typeof about === "string" && about.trim() !== "" ? `${c.name} '${clip(about)}'` : c.name;
}
function named(items) {
  const shown = items.slice(0, NAMED).join(", ");
  return items.length > NAMED ? `${shown}, \u2026` : shown;
}
function clip(text3) {
  const one = text3.replace(/\s+/g, " ").trim();
  return one.length > ITEM_CHARS ? `${one.slice(0, ITEM_CHARS - 1)}\u2026` : one;
}

// src/run/stop-request.ts
function stopVia(request2) {
  return request2.via === "reaction" ? "\u{1F44E}" : "/narrator stop";
}
function stopRequestText(request2) {
  const reason = request2.reason?.trim();
  return `Stopped by @${request2.login} (${stopVia(request2)}) after ${elapsed(request2.afterMs)}${reason ? `: ${reason}` : "."}`;
}
function elapsed(ms) {
  const total = Math.max(0, Math.round(ms / 1e3));
  if (total < 60) return `${total} s`;
  const minutes2 = Math.floor(total / 60);
  if (minutes2 < 60) return `${minutes2}m ${String(total % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes2 / 60)}h ${String(minutes2 % 60).padStart(2, "0")}m`;
}

// src/run/outcome.ts
var NOT_A_STREAM = "No line of the output was a stream-json frame";
var STREAM_FLAG_HINT = "Was the agent run without its stream flag? Claude Code needs `--output-format stream-json --verbose`, Gemini CLI `--output-format stream-json`, Codex `exec --json`, Cursor `--output-format stream-json`, opencode `run --format json`.";
function decideOutcome({
  lastResult,
  exit,
  sawOutput,
  notAStream,
  exitCodes: exitCodes6,
  endedByClientAfterResult
}) {
  const subtype = lastResult?.subtype ?? null;
  if (exit.stoppedBy === "wall_timeout" || exit.stoppedBy === "idle_timeout") {
    const limit = exit.limitMs != null ? formatLimit(exit.limitMs) : null;
    const errorMessage = exit.stoppedBy === "idle_timeout" ? `The agent was stopped: no output for ${limit ?? "too long"}.` : `The agent was stopped: it ran longer than the ${limit ? `${limit} ` : ""}limit.`;
    return { outcome: "timed_out", outcomeSource: "inferred", errorMessage, isError: true, subtype };
  }
  if (exit.stoppedBy === "not_started") {
    return {
      outcome: "error",
      outcomeSource: "inferred",
      errorMessage: exit.stderrTail?.trim() || "The agent could not be started.",
      isError: true,
      subtype
    };
  }
  if (exit.stoppedBy === "requested") {
    return {
      outcome: "cancelled",
      outcomeSource: "inferred",
      errorMessage: exit.stopRequest ? stopRequestText(exit.stopRequest) : "The agent was stopped on request while it was running.",
      isError: true,
      subtype
    };
  }
  if (exit.stoppedBy === "cancelled") {
    return {
      outcome: "cancelled",
      outcomeSource: "inferred",
      errorMessage: "The job was cancelled while the agent was running.",
      isError: true,
      subtype
    };
  }
  if (lastResult) {
    const outcome = lastResult.isError && lastResult.outcome === "success" ? "error" : lastResult.outcome;
    if (outcome === "success" && endedByClientAfterResult !== true) {
      const disagreement = processDisagreement(exit);
      if (disagreement !== null) {
        const reason2 = stderrReason(exit.stderrTail);
        return {
          outcome: "error",
          outcomeSource: "exit_code",
          errorMessage: `The agent reported success but ${disagreement}${reason2 ? `: ${reason2}` : "."}`,
          isError: true,
          subtype
        };
      }
    }
    const errorMessage = outcome === "success" ? null : lastResult.errorMessage ?? lastResult.text ?? `The agent reported ${outcome.replace("_", " ")}.`;
    return { outcome, outcomeSource: "terminal_frame", errorMessage, isError: lastResult.isError, subtype };
  }
  const reason = stderrReason(exit.stderrTail);
  const withReason = (s) => reason ? `${s}: ${reason}` : `${s}.`;
  const { exitCode, signal } = exit;
  if (signal !== null || exitCode === 130 || exitCode === 143) {
    const name = signal ?? (exitCode === 130 ? "SIGINT" : "SIGTERM");
    const code = exitCode !== null ? ` (exit ${exitCode})` : "";
    return {
      outcome: "cancelled",
      outcomeSource: "exit_code",
      errorMessage: withReason(`The agent was stopped by ${name}${code} before it reported a result`),
      isError: true,
      subtype: null
    };
  }
  const notAStreamText = notAStream != null && notAStream > 0 ? `${NOT_A_STREAM} (${notAStream === 1 ? "1 unreadable line" : `${notAStream} unreadable lines`}).
${STREAM_FLAG_HINT}${reason ? `
stderr: ${reason}` : ""}` : null;
  if (exitCode === null) {
    return {
      outcome: "error",
      outcomeSource: "inferred",
      errorMessage: notAStreamText ?? withReason(
        sawOutput ? "The stream ended without a result" : "The agent printed nothing and reported no result"
      ),
      isError: true,
      subtype: null
    };
  }
  const known = exitCodes6?.[exitCode];
  if (known !== void 0) {
    return {
      outcome: known.outcome,
      outcomeSource: "exit_code",
      errorMessage: withReason(`The agent stopped without a result (exit ${exitCode}: ${known.meaning})`),
      isError: known.outcome !== "success",
      subtype: null
    };
  }
  return {
    outcome: "error",
    outcomeSource: "exit_code",
    errorMessage: notAStreamText ?? withReason(
      sawOutput ? `The agent stopped without a result (exit ${exitCode})` : `The agent printed nothing and exited with code ${exitCode}`
    ),
    isError: true,
    subtype: null
  };
}
function processDisagreement(exit) {
  if (exit.signal !== null) return `was killed by ${exit.signal}`;
  if (exit.exitCode !== null && exit.exitCode !== 0) return `exited with code ${exit.exitCode}`;
  return null;
}
function formatLimit(ms) {
  const totalS = Math.round(ms / 1e3);
  if (totalS < 120) return `${totalS} s`;
  const totalMin = Math.round(totalS / 60);
  if (totalMin < 120) return `${totalMin} min`;
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
var MAX_REASON_CHARS = 500;
function stderrReason(tail) {
  if (!tail) return null;
  const lines = tail.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("at "));
  if (lines.length === 0) return null;
  let pick2 = lines[lines.length - 1];
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/error|fatal|cannot|refused|denied|invalid/i.test(lines[i])) {
      pick2 = lines[i];
      break;
    }
  }
  return pick2.length > MAX_REASON_CHARS ? `${pick2.slice(0, MAX_REASON_CHARS - 1)}\u2026` : pick2;
}

// src/run/failure-kind.ts
var KEY_VARIABLE = factTable("keyVariable");
var AUTH = /\b401\b|\b403\b|unauthori[sz]ed|forbidden|invalid[ _-]?(x-)?api[ _-]?key|api key not valid|incorrect api key|API_KEY_INVALID|authentication (failed|required|error)|not logged in|please run \/login|could not resolve authentication|(ANTHROPIC|OPENAI|CODEX|GEMINI|CURSOR)_API_KEY (is not set|environment variable)|must specify the GEMINI_API_KEY|no credentials|OAuth token (has )?expired/i;
var QUOTA = /usage limit reached|billing|quota (exceeded|exhausted)|exhausted your (daily |monthly )?quota|insufficient[_ ]quota|credit balance|spending (cap|limit) reached/i;
function quotaUsedUp(text3) {
  if (QUOTA.test(text3)) return true;
  const at = text3.search(/RESOURCE_EXHAUSTED/i);
  return at !== -1 && /daily|monthly|per day/i.test(text3.slice(at));
}
var RATE = /\b429\b|rate[ _-]?limit|too many requests|RESOURCE_EXHAUSTED|slow down/i;
var OVERLOADED = /\b529\b|overloaded|high demand|capacity/i;
var SERVER = /\b5\d\d\b|internal (server )?error|server[_ ]error|\bapi_error\b|API Error:|bad gateway|service unavailable|gateway timeout|terminated|connection (lost|reset|closed|refused)|ECONNRESET|ETIMEDOUT|socket hang up|stream (disconnected|dropped|closed)|network error|Reconnecting/i;
var BAD_REQUEST = /\b400\b|invalid_request|bad request/i;
var NOT_FOUND = /\b404\b|not_found_error|does not exist|model not found|model_not_found|unknown model|issue with the selected model/i;
var TOO_LARGE = /\b413\b|request too large|request_too_large|payload too large|request exceeds the maximum size/i;
var STATUS_IN_TEXT = /(?:API Error:?|unexpected status|status(?: code)?:?|HTTP)[ ]{0,3}([45]\d\d)\b|"(?:status|code)":[ ]{0,3}([45]\d\d)\b/i;
function statusInText(text3) {
  const m = STATUS_IN_TEXT.exec(text3);
  const code = m?.[1] ?? m?.[2];
  return code === void 0 ? null : Number(code);
}
var HTTP_STATUS_TABLE = [
  {
    status: (c) => c === 401 || c === 403,
    words: AUTH,
    kind: "auth",
    retryable: false,
    advice: ({ variable }) => `the API key was rejected or missing: set ${variable} in the step's env from a secret`
  },
  {
    status: (c) => c === 429,
    words: RATE,
    kind: "rate_limit",
    retryable: true,
    advice: ({ after }) => `the provider rate-limited the run${after}: re-run later`
  },
  {
    status: (c) => c === 529,
    words: OVERLOADED,
    kind: "provider_error",
    retryable: true,
    advice: ({ after }) => `the provider was overloaded${after}: re-run later`
  },
  {
    status: (c) => c === 400,
    words: BAD_REQUEST,
    kind: "provider_error",
    retryable: false,
    advice: () => "the provider refused the request as invalid (HTTP 400): check the model name and the agent\u2019s settings; re-running will not help"
  },
  {
    status: (c) => c === 404,
    words: NOT_FOUND,
    kind: "provider_error",
    retryable: false,
    advice: () => "the provider does not know the model or endpoint (HTTP 404): check the model name and the base URL"
  },
  {
    status: (c) => c === 413,
    words: TOO_LARGE,
    kind: "provider_error",
    retryable: false,
    advice: () => "the request was too large for the provider (HTTP 413): shorten the prompt or the context"
  },
  {
    status: (c) => c >= 500,
    words: SERVER,
    kind: "provider_error",
    retryable: true,
    advice: ({ code, after }) => `the provider failed${code !== null && code >= 500 ? ` (HTTP ${code})` : ""}${after}: re-run later`
  }
];
var OUTPUT_LIMIT = /output token (maximum|limit)|max_output_tokens/i;
var SCHEMA = /structured[ _]output|json[ -]?schema|does not match the schema|schema validation/i;
var PERMISSION = /not allowed|permission (denied|requested|required)|requires approval|auto-rejecting|blocked by (the )?(read-only )?sandbox|writing is blocked|was denied/i;
var MCP_NOT_STARTED = /^The MCP servers? .{1,2000}? did not start/;
var STARTUP = /requires --verbose|not running in a trusted dir|cannot be used with root|unknown (option|argument)|unexpected argument|command not found|ENOENT|EACCES|could not be started|was not found/i;
var CRASH = /\bTypeError\b|\bReferenceError\b|\bRangeError\b|unhandled|uncaught|panicked|segmentation fault|stack trace/i;
var FRAME_END = /:\d+:\d+\)\s*$/;
function crashed(stderr) {
  if (CRASH.test(stderr)) return true;
  return stderr.split("\n").some((line) => {
    const t = line.trimStart();
    return t.startsWith("at ") && t.includes("(") && FRAME_END.test(t);
  });
}
function retriesText(count3) {
  return count3 === 1 ? "1 retry" : `${count3} retries`;
}
function allowWith(dialect) {
  if (dialect === "claude-code" || dialect === null) return "allowed-tools or permission-mode";
  if (dialect === "cursor" || dialect === "caliban") return "the agent's own settings";
  return "permission-mode (this agent takes no allowed-tools)";
}
function classifyFailure(s) {
  if (s.status !== "finished" || s.outcome === null || s.outcome === "success") return null;
  const text3 = [s.errorMessage, s.subtype, s.terminalReason].filter(Boolean).join("\n");
  const all = `${text3}
${s.stderrTail ?? ""}`;
  const statuses = s.retries.map((r) => r.httpStatus).filter((x) => x !== null);
  const lastStatus = statuses.at(-1) ?? null;
  const tries = s.retries.length;
  const after = tries > 0 ? ` after ${retriesText(tries)}` : "";
  switch (s.outcome) {
    case "timed_out":
      return {
        kind: "timeout",
        retryable: false,
        advice: "Narrator's time limit stopped the agent: raise timeout-minutes or idle-timeout-minutes, or narrow the task"
      };
    case "cancelled":
      return {
        kind: "cancelled",
        retryable: false,
        advice: "the run was cancelled: re-run it if that was not intended"
      };
    case "budget_exceeded":
      return {
        kind: "budget",
        retryable: false,
        advice: "a spending cap stopped the run: raise max-budget-usd, max-total-tokens or max-tool-calls, or narrow the task"
      };
    case "max_turns":
      return {
        kind: "turns",
        retryable: false,
        advice: "the agent used all its turns: raise max-turns or narrow the task"
      };
    case "max_tokens":
      return {
        kind: "output_limit",
        retryable: false,
        advice: "the answer hit the model's output token limit: ask for a shorter answer or raise the model's output limit"
      };
    case "waiting_for_input":
      return {
        kind: "waiting_for_input",
        retryable: false,
        advice: "the agent asked a maintainer and the run parked (on-question: park): answer on the card on the pull request; the answer starts the next run"
      };
    case "incomplete":
      if (ALL_DENIED_WORDS.some((w) => s.errorMessage?.includes(`but ${w} (`)))
        return {
          kind: "permission",
          retryable: false,
          advice: `every call the agent made was refused: allow what it needs with ${allowWith(s.dialect)} (the denied calls say how, for this agent), or remove incomplete from fail-on`
        };
      return {
        kind: "incomplete",
        retryable: true,
        advice: "the agent said it succeeded but left work unfinished: re-run it, or split the task (remove incomplete from fail-on to accept such runs)"
      };
    default:
      break;
  }
  if (MCP_NOT_STARTED.test(s.errorMessage ?? "")) {
    return {
      kind: "startup",
      retryable: false,
      advice: "a required MCP server did not start: fix its command or configuration (the server's own log says why; Claude Code keeps it under ~/.cache/claude-cli-nodejs/), or remove it from require-mcp"
    };
  }
  if (OUTPUT_LIMIT.test(text3)) {
    return {
      kind: "output_limit",
      retryable: false,
      advice: "the answer hit the model's output token limit: ask for a shorter answer or raise the limit (Claude Code: CLAUDE_CODE_MAX_OUTPUT_TOKENS)"
    };
  }
  if (SCHEMA.test(text3)) {
    return {
      kind: "schema",
      retryable: true,
      advice: "the answer did not match the output schema: re-run, or loosen the schema or the prompt"
    };
  }
  const variable = s.dialect ? KEY_VARIABLE[s.dialect] : "the API key variable the agent reads";
  const verdictOf2 = (row, code2) => ({
    kind: row.kind,
    retryable: row.retryable,
    advice: row.advice({ code: code2, after, variable })
  });
  const authRow = HTTP_STATUS_TABLE[0];
  if (statuses.some((c) => authRow.status(c)) || AUTH.test(all) || s.dialect === "gemini" && s.exitCode === 41) {
    return verdictOf2(authRow, null);
  }
  if (quotaUsedUp(all)) {
    return {
      kind: "rate_limit",
      retryable: false,
      advice: "the account\u2019s quota or usage limit is used up: raise it or wait for it to reset"
    };
  }
  const code = statusInText(text3) ?? lastStatus;
  const byStatus = code === null ? void 0 : HTTP_STATUS_TABLE.find((row) => row.status(code));
  if (byStatus) return verdictOf2(byStatus, code);
  if (RATE.test(all)) return verdictOf2(HTTP_STATUS_TABLE[1], null);
  if (s.retries.some((r) => r.category === "overloaded")) return verdictOf2(HTTP_STATUS_TABLE[2], null);
  const byWords = HTTP_STATUS_TABLE.find((row) => row.words.test(text3));
  if (byWords) return verdictOf2(byWords, null);
  if (s.terminalReason === "api_error" && tries > 0) return verdictOf2(HTTP_STATUS_TABLE.at(-1), null);
  if (PERMISSION.test(text3) || s.permissionDenials.length > 0 && s.outcomeSource === "terminal_frame") {
    return {
      kind: "permission",
      retryable: false,
      advice: `a tool the agent needed was refused: allow it with ${allowWith(s.dialect)}`
    };
  }
  if (s.errorMessage?.startsWith(NOT_A_STREAM)) {
    return {
      kind: "startup",
      retryable: false,
      advice: "the output was not a stream: run the agent with its stream-json flag (the reason names it)"
    };
  }
  if (s.startedAt === null || s.exitCode === 127 || STARTUP.test(all)) {
    return {
      kind: "startup",
      retryable: false,
      advice: "the agent did not start: fix the setup the error names"
    };
  }
  if (SERVER.test(s.stderrTail ?? "")) {
    return {
      kind: "provider_error",
      retryable: true,
      advice: `the connection to the provider failed${after}: re-run later`
    };
  }
  if (s.outcomeSource !== "terminal_frame" || crashed(s.stderrTail ?? "")) {
    return {
      kind: "agent_crash",
      retryable: true,
      // "The stderr above" only when there was one: the reason quotes its tail, else nothing is above.
      advice: s.stderrTail?.trim() ? "the agent stopped without a result: re-run it; if it happens again, the stderr above says why" : "the agent stopped without a result and wrote nothing on stderr: re-run it; if it happens again, run it with its debug output on (its own flag, through args)"
    };
  }
  return { kind: "unknown", retryable: false, advice: "the agent reported an error: read the reason above" };
}

// src/run/structured-output.ts
var STRUCTURED_OUTPUT_MAX_CHARS = 1024 * 1024;
var SCHEMA_CHECK_FAILED = "Narrator's output-schema check failed";

// src/report/outcome-text.ts
function labelFor(summary2, ctx) {
  return ctx.agentLabel ?? agentLabel(summary2.dialect);
}
function shortReason(summary2, ctx, max = 100) {
  const redact = ctx.redact ?? identity;
  const msg = summary2.errorMessage ?? (summary2.outcome !== "success" ? summary2.stderrTail : null);
  if (!msg?.trim()) return null;
  const first = redact(msg).split("\n").find((l) => l.trim());
  return first ? oneLine(first, max) : null;
}
function headline(summary2, ctx) {
  const label = labelFor(summary2, ctx);
  const limits = ctx.limits ?? {};
  switch (summary2.status === "finished" ? summary2.outcome : null) {
    case null:
      return `${label} ${outcomePhrase(summary2)}`;
    case "error": {
      if (summary2.terminalReason === "api_error" && summary2.retries.length > 0) {
        const n = summary2.retries.length;
        return `${label} stopped: API error after ${n} ${n === 1 ? "retry" : "retries"}`;
      }
      const reason = shortReason(summary2, ctx, 80);
      if (reason && summary2.errorMessage?.startsWith(NOT_A_STREAM)) return reason;
      if (reason && !summary2.isError && summary2.errorMessage?.startsWith(SCHEMA_CHECK_FAILED)) {
        return `${label} finished, but ${reason}`;
      }
      return reason ? `${label} stopped: ${reason}` : `${label} stopped with an error`;
    }
    case "max_turns":
      return `${label} reached max turns${limits.maxTurns ? ` (limit ${limits.maxTurns})` : ""}`;
    case "budget_exceeded":
      return `${label} exceeded its budget${limits.maxBudgetUsd && summary2.costUsd !== null ? ` (${formatCost(summary2.costUsd)} of ${formatCost(limits.maxBudgetUsd)})` : ""}`;
    default:
      return `${label} ${outcomePhrase(summary2)}`;
  }
}
function reasonText(summary2, ctx) {
  if (summary2.status !== "finished" || summary2.outcome === null || summary2.outcome === "success") return null;
  const redact = ctx.redact ?? identity;
  const limits = ctx.limits ?? {};
  const parts = [];
  const msg = summary2.errorMessage ?? summary2.stderrTail;
  if (msg?.trim()) parts.push(redact(msg.trim()));
  switch (summary2.outcome) {
    case "error":
      if (summary2.isError && summary2.subtype === "success") {
        parts.push(
          "(the agent reported `subtype: success` with `is_error: true`; Narrator counts that as a failure)"
        );
      }
      break;
    case "max_turns": {
      const left = summary2.todos.filter((t) => t.status !== "completed").length;
      const turns = summary2.turns !== null ? `after ${summary2.turns} turns` : "at the turn limit";
      parts.push(
        `Stopped ${turns}${limits.maxTurns ? ` (max-turns ${limits.maxTurns})` : ""}.` + (summary2.todos.length ? ` ${left} of ${summary2.todos.length} plan items were left.` : "")
      );
      break;
    }
    case "budget_exceeded":
      if (summary2.costUsd !== null) {
        parts.push(
          `Spent ${formatCost(summary2.costUsd)}${limits.maxBudgetUsd ? ` of the ${formatCost(limits.maxBudgetUsd)} budget` : ""}.`
        );
      }
      break;
    case "timed_out": {
      const which3 = [
        limits.wallMinutes ? `timeout-minutes ${limits.wallMinutes}` : null,
        limits.idleMinutes ? `idle-timeout-minutes ${limits.idleMinutes}` : null
      ].filter(Boolean);
      if (which3.length && !msg) parts.push(`Stopped by Narrator's limit (${which3.join(", ")}).`);
      break;
    }
    case "cancelled":
      parts.push(
        // The metrics' own figure (the agent's, else the estimate marked as one), so they agree.
        `Cancelled after ${formatDuration(summary2.durationMs)} \u2014 ${plural(callTotal(summary2), "tool call")}, ${costText(summary2) === null ? "cost n/a" : `${costText(summary2)} spent`} so far.`
      );
      break;
    case "max_tokens":
      if (!msg) parts.push("The answer was cut off at the model\u2019s output token limit.");
      break;
  }
  const advice = whatToDo(summary2);
  if (advice) parts.push(advice);
  return parts.join("\n\n") || null;
}
function whatToDo(summary2, verdict = classifyFailure(summary2)) {
  if (verdict === null) return null;
  return `What to do: ${verdict.advice}. (${verdict.kind}, ${verdict.retryable ? "retryable" : "not retryable"})`;
}
var NOT_STARTED_NOTE = "This job failed because the agent never started, whatever `fail-on` says.";
var CRASH_NOTE = "This job failed because Narrator itself failed (a bug: please report it).";
function failOnNote(summary2, ctx) {
  if (summary2.status !== "finished") return null;
  const verdict = verdictOf(summary2, ctx);
  const verdictFor = ctx.verdictFor ?? "job";
  if (verdictFor === "nobody") return null;
  if (verdictFor !== "job") {
    if (verdict.outcome === null || !verdict.fails && verdict.outcome === "success") return null;
    return verdict.fails ? `${verdictFor.command} exits 1: the outcome \`${verdict.outcome}\` is in \`--fail-on\`.` : `${verdictFor.command} exits 0: the outcome \`${verdict.outcome}\` is not in \`--fail-on\`.`;
  }
  switch (verdict.source) {
    case "crash":
      return CRASH_NOTE;
    case "setup":
      return NOT_STARTED_NOTE;
    case "record_taken":
      return `This job failed because its leg record could not be published: ${(ctx.redact ?? identity)(verdict.recordTaken ?? "").replace(/\.$/, "")}.`;
    case "no_outcome":
      return null;
    case "outcome":
      if (verdict.fails)
        return `This job failed because the outcome \`${verdict.outcome}\` is in \`fail-on\`.`;
      if (verdict.outcome !== "success") {
        return `The outcome \`${verdict.outcome}\` is not in \`fail-on\`, so the job passes.`;
      }
      return null;
  }
}
function setAsideNote(summary2) {
  const { foreignFrames, ignoredResults } = summary2.diagnostics;
  const parts = [];
  if (foreignFrames > 0) parts.push(`${plural(foreignFrames, "line")} naming another session`);
  if (ignoredResults > 0) {
    parts.push(`${plural(ignoredResults, "success result")} right after the agent\u2019s error, with no new turn`);
  }
  if (parts.length === 0) return null;
  return `\u26A0\uFE0F Not the agent\u2019s, set aside (they decided nothing): ${parts.join("; ")}. Something else wrote to the agent\u2019s output, e.g. a process its tools left running.`;
}
function capNotHeldNote(summary2) {
  const lines = summary2.notices.filter((n) => n.code === CAP_NOT_HELD).map((n) => n.message);
  if (lines.length === 0) return null;
  return `\u26A0\uFE0F ${lines.map((l) => `${l.charAt(0).toUpperCase()}${l.slice(1)}.`).join(" ")}`;
}

// src/report/session-note.ts
function sessionNote(summary2) {
  const notice2 = summary2.notices.find((n) => n.code === "session");
  if (notice2 === void 0) return null;
  const text3 = `${notice2.message.charAt(0).toUpperCase()}${notice2.message.slice(1)}`;
  return `\u{1F501} ${inlineText(text3, 400)}`;
}

// src/report/structured-view.ts
function structuredOutputJson(summary2, redact = identity) {
  if (summary2.structuredOutput === void 0) return "";
  const text3 = redact(JSON.stringify(summary2.structuredOutput));
  try {
    JSON.parse(text3);
    return text3;
  } catch {
    return JSON.stringify(redactStrings(summary2.structuredOutput, redact));
  }
}
function redactStrings(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactStrings(v, redact));
  if (typeof value !== "object" || value === null) return value;
  const out = /* @__PURE__ */ Object.create(null);
  for (const key of Object.keys(value))
    out[redact(key)] = redactStrings(value[key], redact);
  return out;
}
function structuredOutputBlock(summary2, redact, maxChars) {
  const json = structuredOutputJson(summary2, redact);
  if (json === "" || maxChars <= 0) return "";
  let pretty = json;
  try {
    pretty = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
  }
  const shown = pretty.length <= maxChars ? pretty : `${truncate(pretty, maxChars)}
(cut at ${maxChars} characters: the full object is the structured-output output)`;
  return details("Structured output", codeFence(shown, "json"));
}

// src/report/comment.ts
var COMMENT_BUDGET = 64e3;
var CAP_LEVELS = [
  { rows: 30, finalChars: 2e4, reasonChars: 4e3, todos: 50, todoChars: 300 },
  { rows: 15, finalChars: 8e3, reasonChars: 2e3, todos: 30, todoChars: 200 },
  { rows: 5, finalChars: 2e3, reasonChars: 1e3, todos: 15, todoChars: 120 },
  { rows: 0, finalChars: 500, reasonChars: 500, todos: 5, todoChars: 80 }
];
var COLLAPSE_CHARS = 1500;
var STRUCTURED_IN_COMMENT = 8e3;
var COLLAPSE_LINES = 15;
function renderComment(summary2, ctx) {
  let body = "";
  for (body of commentBodies(summary2, ctx)) if (body.length <= COMMENT_BUDGET) return body;
  return body;
}
function* commentBodies(summary2, ctx) {
  for (const caps of CAP_LEVELS) yield build(summary2, ctx, caps);
  yield minimal(summary2, ctx);
}
function build(s, ctx, caps) {
  const r = ctx.redact ?? identity;
  const running = s.status !== "finished";
  const blocks = [marker(ctx.marker), header(s, ctx)];
  if (running) {
    blocks.push(nowLine(s, ctx, r));
    if (s.todos.length) blocks.push(`**Plan**
${todoList(s, caps, r)}`);
    const retry2 = liveRetry(s);
    if (retry2) blocks.push(retry2);
  } else {
    blocks.push(...ending(s, ctx, caps, r));
    blocks.push(structuredOutputBlock(s, r, Math.min(caps.finalChars, STRUCTURED_IN_COMMENT)));
  }
  const limitLine = rateLimitLine(s, r);
  if (limitLine && running) blocks.push(limitLine);
  blocks.push(mcpReasons(s, r));
  blocks.push(conversationBlock(s.conversation, r));
  const denied = deniedCalls(s, r, Math.min(DENIED_SHOWN, Math.max(3, caps.rows)));
  if (denied) blocks.push(details(`\u26D4 Denied calls (${denied.total})`, deniedMarkdown(denied), !running));
  if (callTotal(s)) blocks.push(toolTable(s, ctx, caps, r));
  if (!running && s.todos.length) {
    const done = s.todos.filter((t) => t.status === "completed").length;
    blocks.push(details(`Plan (${done}/${s.todos.length})`, todoList(s, caps, r)));
  }
  blocks.push(footer(s, ctx, r));
  if (ctx.ledgerLine) blocks.push(`<sub>${ctx.ledgerLine}</sub>`);
  return `${blocks.filter((b) => b.length > 0).join("\n\n")}
`;
}
function markerText(s) {
  return s.replace(/-{2,}/g, "-").replace(/[<>\r\n]/g, "").slice(0, 200);
}
function marker(m) {
  const t = m.trim();
  const inner = t.length >= 7 && t.startsWith("<!--") && t.endsWith("-->") ? t.slice(4, -3) : m;
  return `<!-- ${markerText(inner).trim()} -->`;
}
function commentHeaderLine(s, ctx) {
  return header(s, ctx).replace(/^### /, "");
}
function header(s, ctx) {
  const r = ctx.redact ?? identity;
  const parts = [`${statusSymbol(s)} ${inlineText(headline(s, ctx), 160)}`];
  const elapsed2 = elapsedMs(s, ctx.now);
  if (elapsed2 !== null) parts.push(formatDuration(elapsed2));
  if (s.status !== "finished" && ctx.waitingSince !== void 0)
    parts.push(
      `\u23F8 waiting for a maintainer's answer on the card, ${formatDuration(Math.max(0, ctx.now - ctx.waitingSince))} so far`
    );
  if (s.status !== "finished") {
    if (s.model) parts.push(inlineText(r(s.model), 60));
  } else {
    if (s.turns !== null) parts.push(plural(s.turns, "turn"));
    parts.push(plural(callTotal(s), "tool call"));
    parts.push(costText(s) ?? "cost n/a");
  }
  const mcp = mcpHeader(s.mcpServers);
  if (mcp) parts.push(inlineText(r(mcp), 300));
  return `### ${parts.join(" \xB7 ")}`;
}
function mcpHeader(servers) {
  if (servers === null || servers.length === 0) return null;
  return `MCP: ${servers.map((m) => m.status === MCP_CONNECTED ? `${m.name} \u2713` : `${m.name} \u2717 ${m.status}`).join(" \xB7 ")}`;
}
function mcpReasons(s, r) {
  const said = s.errorMessage ?? "";
  const lines = (s.mcpServers ?? []).filter((m) => m.status !== MCP_CONNECTED && m.error && !said.includes(m.error)).map((m) => `- ${inlineCode(r(m.name))} ${inlineText(r(m.status), 40)}: ${inlineText(r(m.error), 300)}`);
  return lines.length === 0 ? "" : `**MCP servers that did not connect**

${lines.join("\n")}`;
}
function currentCall(s) {
  for (let i = s.toolCalls.length - 1; i >= 0; i--) {
    const c = s.toolCalls[i];
    if (c.status === "pending") return c;
  }
  return null;
}
function nowLine(s, ctx, r) {
  const call = currentCall(s);
  if (!call) {
    if (s.startedAt === null) return "**Now:** starting";
    return `**Now:** thinking${s.steps ? ` (step ${s.steps})` : ""}`;
  }
  const desc = toolDescription(call);
  const what = shortToolInput(call.name, call.input, 80, r, s.cwd);
  const parts = [inlineCode(r(call.name))];
  const detail = [desc ? inlineText(r(desc), 100) : null, what ? inlineCode(what) : null].filter(Boolean);
  const running = ctx.now >= call.startedAt ? ` (running ${formatDuration(ctx.now - call.startedAt)})` : "";
  const parent = call.parentId ? s.toolCalls.find((c) => c.id === call.parentId) : null;
  const inSub = parent ? ` \xB7 in subagent ${inlineCode(shortToolInput(parent.name, parent.input, 40, r, s.cwd))}` : "";
  return `**Now:** ${parts.join("")}${detail.length ? ` \u2014 ${detail.join(" \xB7 ")}` : ""}${running}${inSub}`;
}
function todoList(s, caps, r) {
  const shown = s.todos.slice(0, caps.todos);
  const lines = shown.map((t) => {
    const box = t.status === "completed" ? "[x]" : "[ ]";
    const mark = t.status === "in_progress" ? " \u2190 *in progress*" : "";
    return `- ${box} ${inlineText(r(t.content), caps.todoChars)}${mark}`;
  });
  if (s.todos.length > shown.length) lines.push(`- *\u2026and ${s.todos.length - shown.length} more*`);
  return lines.join("\n");
}
function liveRetry(s) {
  const last = s.retries[s.retries.length - 1];
  if (!last) return null;
  const lastCall = s.toolCalls[s.toolCalls.length - 1];
  if (lastCall && lastCall.startedAt > last.at) return null;
  if (s.lastEventAt !== null && s.lastEventAt > last.at + (last.delayMs ?? 0) + 6e4) return null;
  const line = `\u23F3 ${formatRetry(last)}`;
  const older = s.retries.length > 1 ? ` \xB7 ${s.retries.length} retries so far` : "";
  return `${inlineText(line, 200)}${older}`;
}
function rateLimitLine(s, r) {
  const rl = s.rateLimit;
  if (!rl || rl.status === "allowed") return null;
  const resets = rl.resetsAt !== null && Number.isFinite(rl.resetsAt) ? ` \xB7 resets ${new Date(rl.resetsAt < 1e12 ? rl.resetsAt * 1e3 : rl.resetsAt).toISOString().slice(11, 16)} UTC` : "";
  return `\u26A0\uFE0F Rate limit: ${inlineText(r(rl.status), 40)}${resets}`;
}
function ending(s, ctx, caps, r) {
  const out = [];
  if (s.outcome === "success") {
    const text3 = s.finalText?.trim();
    if (text3) {
      const safe = safeMarkdown(truncateNote(r(text3), caps.finalChars));
      const lines = safe.split("\n").length;
      out.push(
        safe.length > COLLAPSE_CHARS || lines > COLLAPSE_LINES ? details(`Final answer (${lines} lines)`, safe) : safe
      );
    } else {
      out.push("*The agent gave no final text.*");
    }
  } else {
    const reason = reasonText(s, ctx);
    if (reason) out.push(safeMarkdown(truncateNote(reason, caps.reasonChars)));
    const last = (s.finalText ?? s.lastText)?.trim();
    if (last && last !== s.errorMessage?.trim()) {
      out.push(details("Last message from the agent", safeMarkdown(truncateNote(r(last), caps.finalChars))));
    }
  }
  if (s.retries.length) {
    const last = s.retries[s.retries.length - 1];
    out.push(
      `\u23F3 ${s.retries.length} API ${s.retries.length === 1 ? "retry" : "retries"} \xB7 last: ${inlineText(formatRetry(last), 160)}`
    );
  }
  const setAside = setAsideNote(s);
  if (setAside) out.push(setAside);
  const unheld = capNotHeldNote(s);
  if (unheld) out.push(unheld);
  const session = sessionNote(s);
  if (session) out.push(session);
  const note = failOnNote(s, ctx);
  if (note) out.push(note);
  return out;
}
function truncateNote(text3, max) {
  if (text3.length <= max) return text3;
  return `${truncate(text3, max)}

*(cut at ${max} characters \u2014 the full text is in the step summary)*`;
}
function toolTable(s, ctx, caps, r) {
  const counts = callCounts(s);
  const title2 = `${counts.total} tool ${counts.total === 1 ? "call" : "calls"} \xB7 ${counts.error} failed \xB7 ${counts.denied} denied`;
  if (caps.rows === 0) return details(title2, "*The calls are listed in the step summary.*");
  const rows = ["| # | tool | what | result | time |", "|--:|---|---|---|--:|"];
  const from = Math.max(0, s.toolCalls.length - caps.rows);
  const start = callNumber(s, from) - 1;
  if (start > 0)
    rows.push(`| \u2026 | | *${start} earlier ${start === 1 ? "call" : "calls"} in the step summary* | | |`);
  for (let i = from; i < s.toolCalls.length; i++) {
    const c = s.toolCalls[i];
    rows.push(toolRow(callNumber(s, i), c, ctx, r, s.cwd));
  }
  return details(title2, rows.join("\n"));
}
function toolRow(n, c, ctx, r, cwd) {
  const name = `${c.parentId ? "\u21B3 " : ""}${tableCell(r(c.name), 40)}`;
  const what = shortToolInput(c.name, c.input, 60, r, cwd);
  const time2 = unbroken(
    c.durationMs !== null ? formatDuration(c.durationMs) : c.status === "pending" && ctx.now >= c.startedAt ? formatDuration(ctx.now - c.startedAt) : ""
  );
  return `| ${n} | ${name} | ${what ? inlineCode(what) : ""} | ${resultCell(c)} | ${time2} |`;
}
function resultCell(c) {
  switch (c.status) {
    case "ok":
      return "\u2713";
    case "error":
      return c.exitCode !== null && c.exitCode !== 0 ? `\u2717 exit ${c.exitCode}` : "\u2717";
    case "denied":
      return "\u26D4 denied";
    default:
      return "running";
  }
}
function footer(s, ctx, r) {
  const running = s.status !== "finished";
  const cost = costText(s);
  const nothingYet = running && s.steps === 0 && !s.tokens && cost === null;
  const parts = nothingYet ? [] : [plural(s.steps, "step")];
  if (s.tokens) {
    const cached2 = s.tokens.cacheRead ? ` (${formatTokens(s.tokens.cacheRead)} cached)` : "";
    parts.push(`${formatTokens(s.tokens.input)} tokens in${cached2} / ${formatTokens(s.tokens.output)} out`);
  } else if (!nothingYet) parts.push("tokens n/a");
  if (!nothingYet) parts.push(cost === null ? "cost n/a" : `${cost}${running ? " so far" : ""}`);
  if (ctx.runUrl) parts.push(`[job log](${safeUrl(ctx.runUrl)})`);
  if (ctx.stepSummaryUrl) parts.push(`[step summary](${safeUrl(ctx.stepSummaryUrl)})`);
  if (s.sessionId) parts.push(`session ${inlineCode(shortSessionId(oneLine(r(s.sessionId), 40)))}`);
  return parts.join(" \xB7 ");
}
function safeUrl(u) {
  return u.replace(/[\s()<>]/g, encodeURIComponent);
}
function minimal(s, ctx) {
  const r = ctx.redact ?? identity;
  const reason = reasonText(s, ctx);
  const blocks = [
    marker(ctx.marker),
    header(s, ctx).slice(0, 1e3),
    reason ? blockquote(inlineText(reason, 500)) : "",
    failOnNote(s, ctx) ?? "",
    footer(
      s,
      {
        ...ctx,
        runUrl: ctx.runUrl?.slice(0, 500) ?? null,
        stepSummaryUrl: ctx.stepSummaryUrl?.slice(0, 500) ?? null
      },
      r
    )
  ];
  return `${blocks.filter(Boolean).join("\n\n")}
`;
}

// src/report/step-summary.ts
var STEP_SUMMARY_LIMIT = 1024 * 1024;
var STEP_SUMMARY_BUDGET = 1e6;
var CAP_LEVELS2 = [
  { rows: 1e3, ganttRows: 200, finalChars: 2e5, previewChars: 2e3, todos: 200 },
  { rows: 300, ganttRows: 100, finalChars: 6e4, previewChars: 500, todos: 100 },
  { rows: 100, ganttRows: 50, finalChars: 2e4, previewChars: 0, todos: 50 },
  { rows: 20, ganttRows: 0, finalChars: 5e3, previewChars: 0, todos: 20 }
];
function renderStepSummary(summary2, ctx) {
  let body = "";
  for (body of stepSummaryBodies(summary2, ctx)) {
    if (Buffer.byteLength(body, "utf8") <= STEP_SUMMARY_BUDGET) return body;
  }
  return body;
}
function* stepSummaryBodies(summary2, ctx) {
  for (const caps of CAP_LEVELS2) yield build2(summary2, ctx, caps);
  yield minimal2(summary2, ctx);
}
function build2(s, ctx, caps) {
  const r = ctx.redact ?? identity;
  const blocks = [title(s, ctx)];
  const reason = reasonText(s, ctx);
  if (reason) blocks.push(safeMarkdown(truncate(reason, 2e4)));
  const setAside = setAsideNote(s);
  if (setAside) blocks.push(setAside);
  const unheld = capNotHeldNote(s);
  if (unheld) blocks.push(unheld);
  const session = sessionNote(s);
  if (session) blocks.push(session);
  const note = failOnNote(s, ctx);
  if (note) blocks.push(note);
  blocks.push(metrics(s, ctx));
  if (s.retries.length) blocks.push(retries(s, r));
  const talk = conversationBlock(s.conversation, r).replace(/^\*\*(Talk with the agent)\*\*/, "### $1");
  if (talk) blocks.push(talk);
  if (s.todos.length) blocks.push(todos(s, caps, r));
  const denied = deniedBlock(s, r);
  if (denied) blocks.push(denied);
  if (callTotal(s)) blocks.push(toolTable2(s, caps, r));
  if (callTotal(s) && caps.ganttRows > 0 && hasTimes(s)) blocks.push(timeline(s, caps, r));
  if (caps.previewChars > 0) {
    const failed = failedOutputs(s, caps, r);
    if (failed) blocks.push(failed);
  }
  const text3 = (s.finalText ?? (s.status !== "finished" ? s.lastText : null))?.trim();
  if (text3) {
    const heading = s.outcome === "success" ? "### Final answer" : "### Last message from the agent";
    blocks.push(`${heading}

${safeMarkdown(cut(r(text3), caps.finalChars))}`);
  }
  const structured = structuredOutputBlock(s, r, caps.finalChars);
  if (structured) blocks.push(structured);
  blocks.push(footer2(s, ctx, r));
  return `${blocks.join("\n\n")}
`;
}
function cut(text3, max) {
  return text3.length <= max ? text3 : `${truncate(text3, max)}

*(cut at ${max} characters)*`;
}
function title(s, ctx) {
  const model = s.model ? ` \xB7 ${inlineText((ctx.redact ?? identity)(s.model), 60)}` : "";
  const took = elapsedMs(s, ctx.now);
  const time2 = took === null ? "" : ` \xB7 ${formatDuration(took)}`;
  return `## ${statusSymbol(s)} ${inlineText(headline(s, ctx), 200)}${time2}${model}`;
}
function metrics(s, ctx) {
  const c = callCounts(s);
  const t = s.tokens;
  const rows = [
    ["Outcome", s.outcome ? inlineCode(s.outcome) : "running"],
    ["Subtype", s.subtype ? inlineCode(truncate((ctx.redact ?? identity)(s.subtype), 60)) : "n/a"],
    ["Duration", formatDuration(elapsedMs(s, ctx.now))],
    ["Turns", formatCount(s.turns)],
    ["Model steps", String(s.steps)],
    ["Tool calls", String(c.total)],
    ["Tool errors", String(c.error)],
    ["Permission denials", String(Math.max(c.denied, s.permissionDenials.length))],
    ["API retries", retryCount(s)],
    ["Input tokens", t ? formatTokens(t.input) : "n/a"],
    ["Output tokens", t ? formatTokens(t.output) : "n/a"],
    ["Cache read tokens", t ? formatTokens(t.cacheRead) : "n/a"],
    ["Cache write tokens", t ? formatTokens(t.cacheWrite) : "n/a"],
    ["Cost", costText(s) ?? "n/a"]
  ];
  const mcp = mcpLine(s.mcpServers);
  if (mcp) rows.push(["MCP servers", tableCell((ctx.redact ?? identity)(mcp.replace(/^MCP: /, "")), 400)]);
  if (s.exitCode !== null || s.signal !== null) {
    const how = s.signal ? `signal ${tableCell(s.signal, 20)}` : String(s.exitCode);
    const ended = s.dialect === "acp" && s.outcomeSource === "terminal_frame" ? `${how} (ended by Narrator after the turn)` : how;
    rows.push(["Exit", ended]);
  }
  const d = s.diagnostics;
  const unknown3 = Object.values(d.unknownEvents).reduce((a, b) => a + b, 0);
  if (d.badLines || unknown3) rows.push(["Unreadable lines / unknown frames", `${d.badLines} / ${unknown3}`]);
  return ["| Metric | Value |", "|---|--:|", ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join("\n");
}
function retries(s, r) {
  const shown = s.retries.slice(-50);
  const lines = shown.map(
    (x) => `- ${inlineText(formatRetry(x), 200)}${x.message ? ` \u2014 ${inlineText(r(x.message), 200)}` : ""}`
  );
  if (s.retries.length > shown.length)
    lines.unshift(`- *\u2026${s.retries.length - shown.length} earlier retries*`);
  return `### API retries

${lines.join("\n")}`;
}
function deniedBlock(s, r) {
  const d = deniedCalls(s, r, 20);
  return d === null ? "" : `### Denied calls (${d.total})

${deniedMarkdown(d)}`;
}
function todos(s, caps, r) {
  const shown = s.todos.slice(0, caps.todos);
  const lines = shown.map(
    (t) => `- [${t.status === "completed" ? "x" : " "}] ${inlineText(r(t.content), 300)}${t.status === "in_progress" ? " \u2190 *in progress*" : ""}`
  );
  if (s.todos.length > shown.length) lines.push(`- *\u2026and ${s.todos.length - shown.length} more*`);
  const done = s.todos.filter((t) => t.status === "completed").length;
  return `### Plan (${done}/${s.todos.length})

${lines.join("\n")}`;
}
function toolTable2(s, caps, r) {
  const c = callCounts(s);
  const shown = firstCalls(s, caps.rows);
  const index = /* @__PURE__ */ new Map();
  shown.forEach((call, i) => {
    if (!index.has(call.id)) index.set(call.id, i + 1);
  });
  const rows = ["| # | tool | input | result | time | parent |", "|--:|---|---|---|--:|--:|"];
  shown.forEach((call, i) => {
    const what = shortToolInput(call.name, call.input, 100, r, s.cwd);
    const parent = call.parentId ? `\u21B3 ${index.get(call.parentId) ?? "?"}` : "";
    rows.push(
      `| ${i + 1} | ${tableCell(r(call.name), 60)} | ${what ? inlineCode(what) : ""} | ${resultCell(call)} | ${call.durationMs !== null ? unbroken(formatDuration(call.durationMs)) : ""} | ${parent} |`
    );
  });
  const left = c.total - shown.length;
  const more = left > 0 ? `

*${left} more tool calls not listed (${c.total} in all).*` : "";
  return `### Tool calls (${c.total} \xB7 ${c.error} failed \xB7 ${c.denied} denied)

${rows.join("\n")}${more}`;
}
function failedOutputs(s, caps, r) {
  const shown = lastFailedCalls(s, 20);
  if (!shown.length) return null;
  const parts = shown.map(
    ([call, n]) => details(
      `call ${n}: ${tableCell(r(call.name), 40)} \u2014 ${resultCell(call)}`,
      codeFence(cut(r(call.outputPreview), caps.previewChars))
    )
  );
  return `### Failed tool calls

${parts.join("\n\n")}`;
}
function hasTimes(s) {
  const end = Math.max(s.lastEventAt ?? 0, ...s.toolCalls.slice(-1).map((c) => c.endedAt ?? 0));
  return s.startedAt !== null && end > s.startedAt;
}
function timeline(s, caps, r) {
  const calls = firstCalls(s, caps.ganttRows);
  const origin = s.startedAt ?? calls[0]?.startedAt ?? 0;
  const end = s.lastEventAt ?? origin;
  const lines = ["```mermaid", "gantt", "  dateFormat x", "  axisFormat %M:%S", "  section Tool calls"];
  calls.forEach((c, i) => {
    const start = Math.max(0, c.startedAt - origin);
    const stop = Math.max(
      start + 1,
      (c.endedAt ?? (c.durationMs !== null ? c.startedAt + c.durationMs : end)) - origin
    );
    const label = ganttLabel(`${i + 1} ${r(c.name)} ${shortToolInput(c.name, c.input, 30, r, s.cwd)}`);
    const tag = c.status === "error" || c.status === "denied" ? "crit, " : c.status === "pending" ? "active, " : "";
    lines.push(`  ${label} :${tag}t${i + 1}, ${start}, ${stop}`);
  });
  lines.push("```");
  const more = callTotal(s) > calls.length ? `

*Timeline shows the first ${calls.length} calls.*` : "";
  return `### Timeline

${lines.join("\n")}${more}`;
}
function ganttLabel(s) {
  const plain = revealBidi(s).replace(/[:#;@`\r\n%{}<>"'\\]/g, " ").replace(/\s+/g, " ").trim();
  return truncate(plain, 50) || "call";
}
function footer2(s, ctx, r) {
  const parts = [];
  if (s.sessionId) parts.push(`session ${inlineCode(truncate(r(s.sessionId), 60))}`);
  if (s.cliVersion) parts.push(`CLI ${inlineCode(truncate(r(s.cliVersion), 40))}`);
  if (s.dialect) parts.push(`dialect ${inlineCode(s.dialect)}`);
  if (ctx.runUrl) parts.push(`[job log](${ctx.runUrl.replace(/[\s()<>]/g, encodeURIComponent)})`);
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
function minimal2(s, ctx) {
  const reason = reasonText(s, ctx);
  return `${[
    title(s, ctx),
    reason ? blockquote(inlineText(reason, 2e3)) : "",
    capNotHeldNote(s) ?? "",
    failOnNote(s, ctx) ?? "",
    metrics(s, ctx)
  ].filter(Boolean).join("\n\n")}
`;
}

// src/report/check-output.ts
var CHECK_OUTPUT_LIMIT = 65535;
var CHECK_TITLE_MAX = 255;
function checkConclusion(verdict) {
  if (verdict.source === "outcome" && verdict.outcome === "waiting_for_input") return "action_required";
  if (!verdict.fails) return "success";
  if (verdict.source === "outcome" && verdict.outcome === "cancelled") return "cancelled";
  if (verdict.source === "outcome" && verdict.outcome === "timed_out") return "timed_out";
  return "failure";
}
function checkOutput(summary2, ctx) {
  const r = ctx.redact ?? identity;
  const title2 = oneLine(r(commentHeaderLine(summary2, { ...ctx, marker: "", redact: r })), CHECK_TITLE_MAX);
  let body = "";
  for (body of stepSummaryBodies(summary2, { ...ctx, redact: r })) {
    if (body.length <= CHECK_OUTPUT_LIMIT) break;
  }
  const links = [];
  if (ctx.commentUrl) links.push(`The run is narrated live in [this comment](${ctx.commentUrl}).`);
  if (ctx.runUrl) links.push(`[The job log](${ctx.runUrl}).`);
  return {
    title: title2,
    summary: r(body).slice(0, CHECK_OUTPUT_LIMIT),
    ...links.length > 0 ? { text: links.join("\n\n") } : {}
  };
}

// src/github/clock.ts
var systemClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, Math.max(0, ms)),
  clearTimeout: (handle) => clearTimeout(handle)
};
function scaledClock(originMs, scale) {
  const k = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return {
    now: () => originMs + (Date.now() - originMs) * k,
    setTimeout: (callback, ms) => setTimeout(callback, Math.max(0, ms) / k),
    clearTimeout: (handle) => clearTimeout(handle)
  };
}

// src/runner/github-env.ts
var NARRATOR_VERSION = "1.0.0";
function githubClock(knobs) {
  if (knobs.clock === null) return { clock: systemClock, scale: 1 };
  return { clock: scaledClock(knobs.clock.origin, knobs.clock.scale), scale: knobs.clock.scale };
}
function runPageUrl(env) {
  const server = env["GITHUB_SERVER_URL"];
  const repo = env["GITHUB_REPOSITORY"];
  const run3 = env["GITHUB_RUN_ID"];
  return server && repo && run3 ? `${server}/${repo}/actions/runs/${run3}` : null;
}
function runUrlFrom(env) {
  const page = runPageUrl(env);
  if (page === null) return null;
  const attempt = env["GITHUB_RUN_ATTEMPT"];
  return `${page}${attempt && attempt !== "1" ? `/attempts/${attempt}` : ""}`;
}
function githubLogger(redact) {
  return {
    debug: (message) => debug2(redact(message)),
    warning: (message) => warning2(redact(message))
  };
}
function clientOptionsFromEnv(token, ctx, redact) {
  const { runner: env, knobs } = ctx;
  const backoff = knobs.githubBackoffMs;
  const { scale } = githubClock(knobs);
  return {
    token,
    baseUrl: env["GITHUB_API_URL"],
    version: NARRATOR_VERSION,
    logger: githubLogger(redact),
    ...backoff === void 0 ? {} : { serverErrorBackoffMs: backoff },
    // A second of `retry-after` lasts 1/scale of a real one on a scaled clock.
    ...scale === 1 ? {} : { rateLimitSecondMs: 1e3 / scale }
  };
}

// src/stream/acp-record.ts
var DIRECTION_KEY = "_narrator";
function unwrapRecorded(frame) {
  if (!Object.hasOwn(frame, DIRECTION_KEY)) return { direction: "received", message: frame };
  const direction = frame[DIRECTION_KEY];
  const message = frame.message;
  if (direction !== "sent" && direction !== "received") return null;
  if (message === null || typeof message !== "object" || Array.isArray(message)) return null;
  return { direction, message };
}

// src/stream/token-sum.ts
function addTokens(a, b) {
  if (a === null) return b;
  if (b === null) return a;
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite
  };
}

// node_modules/zod/v4/core/util.js
var util_exports = {};
__export(util_exports, {
  BIGINT_FORMAT_RANGES: () => BIGINT_FORMAT_RANGES,
  CONSTANT_CATCH: () => CONSTANT_CATCH,
  Class: () => Class,
  NUMBER_FORMAT_RANGES: () => NUMBER_FORMAT_RANGES,
  aborted: () => aborted,
  allowsEval: () => allowsEval,
  assert: () => assert,
  assertEqual: () => assertEqual,
  assertIs: () => assertIs,
  assertNever: () => assertNever,
  assertNotEqual: () => assertNotEqual,
  assignProp: () => assignProp,
  attachSchema: () => attachSchema,
  base64ToUint8Array: () => base64ToUint8Array,
  base64urlToUint8Array: () => base64urlToUint8Array,
  cached: () => cached,
  captureStackTrace: () => captureStackTrace,
  cleanEnum: () => cleanEnum,
  cleanRegex: () => cleanRegex,
  clone: () => clone,
  cloneDef: () => cloneDef,
  codePointLength: () => codePointLength,
  constantCatch: () => constantCatch,
  createTransparentProxy: () => createTransparentProxy,
  defineLazy: () => defineLazy,
  defineLazyInternal: () => defineLazyInternal,
  derived: () => derived,
  esc: () => esc,
  escapeRegex: () => escapeRegex,
  explicitlyAborted: () => explicitlyAborted,
  extend: () => extend,
  finalizeIssue: () => finalizeIssue,
  floatSafeRemainder: () => floatSafeRemainder,
  getElementAtPath: () => getElementAtPath,
  getEnumValues: () => getEnumValues,
  getLengthableOrigin: () => getLengthableOrigin,
  getParsedType: () => getParsedType,
  getSizableOrigin: () => getSizableOrigin,
  hexToUint8Array: () => hexToUint8Array,
  hide: () => hide,
  installLazyProp: () => installLazyProp,
  isObject: () => isObject2,
  isPlainObject: () => isPlainObject3,
  issue: () => issue2,
  joinValues: () => joinValues,
  jsonStringifyReplacer: () => jsonStringifyReplacer,
  members: () => members,
  merge: () => merge2,
  mergeDefs: () => mergeDefs,
  normalizeParams: () => normalizeParams,
  nullish: () => nullish,
  numKeys: () => numKeys,
  objectClone: () => objectClone,
  omit: () => omit2,
  optionalKeys: () => optionalKeys,
  own: () => own,
  parsedType: () => parsedType,
  partial: () => partial,
  pick: () => pick,
  prefixIssues: () => prefixIssues,
  primitiveTypes: () => primitiveTypes,
  promiseAllObject: () => promiseAllObject,
  propertyKeyTypes: () => propertyKeyTypes,
  randomString: () => randomString,
  rawShape: () => rawShape,
  required: () => required,
  safeExtend: () => safeExtend,
  shallowClone: () => shallowClone,
  sizeCaps: () => sizeCaps,
  slugify: () => slugify,
  stringifyPrimitive: () => stringifyPrimitive,
  toZod: () => toZod,
  uint8ArrayToBase64: () => uint8ArrayToBase64,
  uint8ArrayToBase64url: () => uint8ArrayToBase64url,
  uint8ArrayToHex: () => uint8ArrayToHex,
  unwrapMessage: () => unwrapMessage
});
function assertEqual(val) {
  return val;
}
function assertNotEqual(val) {
  return val;
}
function toZod() {
  return (schema) => schema;
}
function assertIs(_arg) {
}
function assertNever(_x) {
  throw new Error("Unexpected value in exhaustive check");
}
function assert(_) {
}
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === "number");
  const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
  const ratio = val / step;
  const roundedRatio = Math.round(ratio);
  const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
  if (Math.abs(ratio - roundedRatio) < tolerance)
    return 0;
  return ratio - roundedRatio;
}
var EVALUATING = /* @__PURE__ */ Symbol("evaluating");
function defineLazy(object2, key, getter) {
  let value = void 0;
  Object.defineProperty(object2, key, {
    get() {
      if (value === EVALUATING) {
        return void 0;
      }
      if (value === void 0) {
        value = EVALUATING;
        value = getter();
      }
      return value;
    },
    set(v) {
      Object.defineProperty(object2, key, {
        value: v
        // configurable: true,
      });
    },
    configurable: true
  });
}
function objectClone(obj) {
  return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
  return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
  Object.defineProperty(target, key, {
    get() {
      const value = getter();
      assignProp(this, key, value);
      return value;
    },
    enumerable: true,
    configurable: true
  });
}
function putProp(target, key, value) {
  if (key in target)
    assignProp(target, key, value);
  else
    target[key] = value;
}
function mirrorShape(target, source, keys, wrap) {
  const raw = sourceShape(source);
  for (const key of keys) {
    const desc = Object.getOwnPropertyDescriptor(raw, key);
    if (!desc.enumerable)
      continue;
    if (desc.get) {
      deferProp(target, key, () => {
        const value = source._zod.def.shape[key];
        return wrap ? wrap(value, key) : value;
      });
    } else
      putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
  }
}
function mirrorProps(target, source) {
  for (const key of Reflect.ownKeys(source)) {
    const desc = Object.getOwnPropertyDescriptor(source, key);
    if (!desc.enumerable)
      continue;
    if (desc.get)
      deferProp(target, key, () => source[key]);
    else
      putProp(target, key, desc.value);
  }
}
function mergeDefs(...defs) {
  const mergedDescriptors = {};
  for (const def of defs) {
    const descriptors = Object.getOwnPropertyDescriptors(def);
    Object.assign(mergedDescriptors, descriptors);
  }
  return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
  return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
  if (!path)
    return obj;
  return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
  const keys = Object.keys(promisesObj);
  const promises2 = keys.map((key) => promisesObj[key]);
  return Promise.all(promises2).then((results) => {
    const resolvedObj = {};
    for (let i = 0; i < keys.length; i++) {
      resolvedObj[keys[i]] = results[i];
    }
    return resolvedObj;
  });
}
function randomString(length = 10) {
  const chars = "abcdefghijklmnopqrstuvwxyz";
  let str3 = "";
  for (let i = 0; i < length; i++) {
    str3 += chars[Math.floor(Math.random() * chars.length)];
  }
  return str3;
}
function esc(str3) {
  return JSON.stringify(str3);
}
function slugify(input) {
  return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject2(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
var allowsEval = /* @__PURE__ */ cached(() => {
  if (globalConfig.jitless) {
    return false;
  }
  if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
    return false;
  }
  try {
    const F = Function;
    new F("");
    return true;
  } catch (_) {
    return false;
  }
});
function isPlainObject3(o) {
  if (isObject2(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject2(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject3(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
function numKeys(data) {
  let keyCount = 0;
  for (const key in data) {
    if (Object.prototype.hasOwnProperty.call(data, key)) {
      keyCount++;
    }
  }
  return keyCount;
}
var getParsedType = (data) => {
  const t = typeof data;
  switch (t) {
    case "undefined":
      return "undefined";
    case "string":
      return "string";
    case "number":
      return Number.isNaN(data) ? "nan" : "number";
    case "boolean":
      return "boolean";
    case "function":
      return "function";
    case "bigint":
      return "bigint";
    case "symbol":
      return "symbol";
    case "object":
      if (Array.isArray(data)) {
        return "array";
      }
      if (data === null) {
        return "null";
      }
      if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
        return "promise";
      }
      if (typeof Map !== "undefined" && data instanceof Map) {
        return "map";
      }
      if (typeof Set !== "undefined" && data instanceof Set) {
        return "set";
      }
      if (typeof Date !== "undefined" && data instanceof Date) {
        return "date";
      }
      if (typeof File !== "undefined" && data instanceof File) {
        return "file";
      }
      return "object";
    default:
      throw new Error(`Unknown data type: ${t}`);
  }
};
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
var primitiveTypes = /* @__PURE__ */ new Set([
  "string",
  "number",
  "bigint",
  "boolean",
  "symbol",
  "undefined"
]);
function escapeRegex(str3) {
  return str3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function createTransparentProxy(getter) {
  let target;
  return new Proxy({}, {
    get(_, prop, receiver) {
      target ?? (target = getter());
      return Reflect.get(target, prop, receiver);
    },
    set(_, prop, value, receiver) {
      target ?? (target = getter());
      return Reflect.set(target, prop, value, receiver);
    },
    has(_, prop) {
      target ?? (target = getter());
      return Reflect.has(target, prop);
    },
    deleteProperty(_, prop) {
      target ?? (target = getter());
      return Reflect.deleteProperty(target, prop);
    },
    ownKeys(_) {
      target ?? (target = getter());
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(_, prop) {
      target ?? (target = getter());
      return Reflect.getOwnPropertyDescriptor(target, prop);
    },
    defineProperty(_, prop, descriptor) {
      target ?? (target = getter());
      return Reflect.defineProperty(target, prop, descriptor);
    }
  });
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
var BIGINT_FORMAT_RANGES = {
  int64: [/* @__PURE__ */ BigInt("-9223372036854775808"), /* @__PURE__ */ BigInt("9223372036854775807")],
  uint64: [/* @__PURE__ */ BigInt(0), /* @__PURE__ */ BigInt("18446744073709551615")]
};
function pick(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".pick() cannot be used on object schemas containing refinements");
  }
  const newShape = {};
  mirrorShape(newShape, schema, maskedKeys(schema, mask));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function maskedKeys(schema, mask) {
  const raw = sourceShape(schema);
  const keys = [];
  for (const key of Reflect.ownKeys(mask)) {
    if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
      throw new Error(`Unrecognized key: "${String(key)}"`);
    }
    if (mask[key])
      keys.push(key);
  }
  return keys;
}
function omit2(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".omit() cannot be used on object schemas containing refinements");
  }
  const omitted = new Set(maskedKeys(schema, mask));
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
  if (!isPlainObject3(shape)) {
    throw new Error("Invalid input to extend: expected a plain object");
  }
  const checks = schema._zod.def.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    const existingShape = sourceShape(schema);
    for (const key of Reflect.ownKeys(shape)) {
      if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) {
        throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
      }
    }
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
  mirrorProps(newShape, shape);
  return newShape;
}
function safeExtend(schema, shape) {
  if (!isPlainObject3(shape)) {
    throw new Error("Invalid input to safeExtend: expected a plain object");
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge2(a, b) {
  if (!b?._zod?.def) {
    throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
  }
  if (a._zod.def.checks?.length) {
    throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
  }
  const newShape = {};
  mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
  mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
  const def = mergeDefs(a._zod.def, {
    shape: newShape,
    get catchall() {
      return b._zod.def.catchall;
    },
    checks: b._zod.def.checks ?? []
  });
  return clone(a, def);
}
function partial(Class2, schema, mask, name = "partial") {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
  }
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class2 && ((value, key) => selected && !selected.has(key) ? value : new Class2({ type: "optional", innerType: value })));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class2, schema, mask) {
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => (
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class2({ type: "nonoptional", innerType: value })
  ));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a2;
    (_a2 = iss).path ?? (_a2.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a2;
  for (let i = start; i < issues.length; i++) {
    (_a2 = issues[i]).schema ?? (_a2.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a2;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a2 = iss).schema ?? (_a2.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
      continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
function getSizableOrigin(input) {
  if (input instanceof Set)
    return "set";
  if (input instanceof Map)
    return "map";
  if (input instanceof File)
    return "file";
  return "unknown";
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str3) {
  const units = str3.length;
  if (!highSurrogate.test(str3))
    return units;
  let count3 = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str3.charCodeAt(i) & 64512) === 55296 && (str3.charCodeAt(i + 1) & 64512) === 56320) {
      count3--;
      i++;
    }
  }
  return count3;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data) {
  const t = typeof data;
  switch (t) {
    case "number": {
      return Number.isNaN(data) ? "nan" : "number";
    }
    case "object": {
      if (data === null) {
        return "null";
      }
      if (Array.isArray(data)) {
        return "array";
      }
      const obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t;
}
function issue2(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function cleanEnum(obj) {
  return Object.entries(obj).filter(([k, _]) => {
    return Number.isNaN(Number.parseInt(k, 10));
  }).map((el) => el[1]);
}
function base64ToUint8Array(base64) {
  const binaryString = atob(base64);
  const bytes = new Uint8Array(binaryString.length);
  for (let i = 0; i < binaryString.length; i++) {
    bytes[i] = binaryString.charCodeAt(i);
  }
  return bytes;
}
function uint8ArrayToBase64(bytes) {
  let binaryString = "";
  for (let i = 0; i < bytes.length; i++) {
    binaryString += String.fromCharCode(bytes[i]);
  }
  return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padding = "=".repeat((4 - base64.length % 4) % 4);
  return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
  return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
  const cleanHex = hex.replace(/^0x/, "");
  if (cleanHex.length % 2 !== 0) {
    throw new Error("Invalid hex string length");
  }
  const bytes = new Uint8Array(cleanHex.length / 2);
  for (let i = 0; i < cleanHex.length; i += 2) {
    bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
  }
  return bytes;
}
function uint8ArrayToHex(bytes) {
  return Array.from(bytes).map((b) => b.toString(16).padStart(2, "0")).join("");
}
var Class = class {
  constructor(..._args) {
  }
};
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
// @__NO_SIDE_EFFECTS__
function derived(computes, table) {
  for (const key in computes) {
    const compute = computes[key];
    Object.defineProperty(table, key, {
      configurable: true,
      enumerable: true,
      get() {
        return own(this, key, compute(this));
      },
      set(value) {
        own(this, key, value);
      }
    });
  }
  return table;
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  }
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}
var CONSTANT_CATCH = "~constantCatch";
function constantCatch(value) {
  const fn = () => value;
  fn[CONSTANT_CATCH] = true;
  return fn;
}

// node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k))
        continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      }
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parse3 = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error3;
  return {
    success: false,
    get error() {
      if (!error3) {
        error3 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error3;
    },
    set error(e) {
      error3 = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a2;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a2 = inst._zod).onattach ?? (_a2.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckLessThan = /* @__PURE__ */ $constructor("$ZodCheckLessThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_big",
      maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = def.format?.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
  var _a2;
  $ZodCheck.init(inst, def);
  (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_big",
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a2, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a2 = inst._zod).check ?? (_a2.check = (payload) => {
      def.pattern.lastIndex = 0;
      if (def.pattern.test(payload.value))
        return;
      payload.issues.push({
        origin: "string",
        code: "invalid_format",
        format: def.format,
        input: payload.value,
        ...def.pattern ? { pattern: def.pattern.toString() } : {},
        inst,
        continue: !def.abort
      });
    });
  else
    (_b = inst._zod).check ?? (_b.check = () => {
    });
});
var $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0;
    if (def.pattern.test(payload.value))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "regex",
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort
    });
  };
});

// node_modules/zod/v4/core/doc.js
var Doc = class {
  constructor(args = [], closed = {}) {
    this.content = [];
    this.indent = 0;
    this.args = args;
    this.closed = closed;
  }
  // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
  indented(fn) {
    this.indent += 1;
    try {
      fn(this);
    } finally {
      this.indent -= 1;
    }
  }
  write(arg) {
    if (typeof arg === "function") {
      arg(this, { execution: "sync" });
      arg(this, { execution: "async" });
      return;
    }
    const content = arg;
    const lines = content.split("\n").filter((x) => x);
    const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
    const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
    for (const line of dedented) {
      this.content.push(line);
    }
  }
  compile() {
    const F = Function;
    const content = this?.content ?? [``];
    const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {
${content.join("\n")}
};`);
    return factory(...Object.values(this.closed));
  }
};

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a2;
  inst ?? (inst = {});
  inst._zod.def = def;
  inst._zod.bag = inst._zod.bag || {};
  inst._zod.version = version;
  const defChecks = inst._zod.def.checks;
  const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (const ch of checks) {
    for (const fn of ch._zod.onattach) {
      fn(inst);
    }
  }
  if (checks.length === 0) {
    (_a2 = inst._zod).deferred ?? (_a2.deferred = []);
    inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  } else {
    const runChecks = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload);
      let asyncResult;
      for (const ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload))
            continue;
          const shouldRun = ch._zod.def.when(payload);
          if (!shouldRun)
            continue;
        } else if (isAborted) {
          continue;
        }
        const currLen = payload.issues.length;
        const _ = ch._zod.check(payload);
        if (_ instanceof Promise && ctx?.async === false) {
          throw new $ZodAsyncError();
        }
        if (asyncResult || _ instanceof Promise) {
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _;
            const nextLen = payload.issues.length;
            if (nextLen === currLen)
              return;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted)
              isAborted = aborted(payload, currLen);
          });
        } else {
          const nextLen = payload.issues.length;
          if (nextLen === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst);
          if (!isAborted)
            isAborted = aborted(payload, currLen);
        }
      }
      if (asyncResult) {
        return asyncResult.then(() => {
          return payload;
        });
      }
      return payload;
    };
    const handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary)) {
        canary.aborted = true;
        return canary;
      }
      const checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks) {
        return inst._zod.parse(payload, ctx);
      }
      if (ctx.direction === "backward") {
        const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
        if (canary instanceof Promise) {
          return canary.then((canary2) => {
            return handleCanaryResult(canary2, payload, ctx);
          });
        }
        return handleCanaryResult(canary, payload, ctx);
      }
      const result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
});
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_) {
      }
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {
      }
    if (typeof payload.value === "string")
      return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
    payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_) {
      }
    const input = payload.value;
    if (typeof input === "boolean")
      return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse4 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse4(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result))
          break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t === "never")
        unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field.values)
          propValues[key].add(v);
        if (field.optin !== void 0)
          propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject3 = isObject2;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject3(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
var $ZodObjectJIT = /* @__PURE__ */ $constructor("$ZodObjectJIT", (inst, def) => {
  $ZodObject.init(inst, def);
  const superParse = inst._zod.parse;
  const _normalized = cached(() => normalizeDef(def));
  const memo = globalConfig.memoizer;
  const generateFastpass = (shape) => {
    const normalized = _normalized.value;
    const syms = normalized.symbolKeys;
    const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
    const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
    const prefixStr = (id2, k) => `
          let ${id2}_ab = false;
          for (let i = 0; i < ${id2}.issues.length; i++) {
            const iss = ${id2}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id2}_ab = true;
          }
          if (${id2}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
    doc.write(`const input = payload.value;`);
    const ids = /* @__PURE__ */ Object.create(null);
    let counter = 0;
    for (const key of normalized.allKeys) {
      ids[key] = `key_${counter++}`;
    }
    doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
    for (const key of normalized.allKeys) {
      if (key === "__proto__")
        continue;
      const id2 = ids[key];
      const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
      const isPresent = `${k} in input`;
      const schema = shape[key];
      const optin = schema?._zod?.optin;
      const isOptionalIn = optin !== void 0;
      const isOptionalOut = schema?._zod?.optout === "optional";
      doc.write(`const ${id2} = ${parseStr(k)};`);
      if (isOptionalIn && isOptionalOut) {
        const assign = optin === "optional" ? `${id2}_present` : `${id2}.value !== undefined || ${id2}_present`;
        doc.write(`
        const ${id2}_present = ${isPresent};
        if (!${id2}.issues.length || ${id2}_present) {
          if (${id2}.issues.length) {${prefixStr(id2, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id2}.value;
          }
        }

      `);
      } else if (!isOptionalIn) {
        doc.write(`
        const ${id2}_present = ${isPresent};
        if (${id2}.issues.length) {${prefixStr(id2, k)}
        }
        if (!${id2}_present && !${id2}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id2}_present) {
          newResult[${k}] = ${id2}.value;
        }

      `);
      } else {
        doc.write(`
        if (${id2}.issues.length) {${prefixStr(id2, k)}
        }
      `);
        if (optin === "defaulted") {
          doc.write(`newResult[${k}] = ${id2}.value;`);
        } else {
          doc.write(`
        if (${id2}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id2}.value;
        }
      `);
        }
      }
    }
    doc.write(`payload.value = newResult;`);
    doc.write(`return payload;`);
    return doc.compile();
  };
  let fastpass;
  const isObject3 = isObject2;
  const jit = !globalConfig.jitless;
  const allowsEval2 = allowsEval;
  const fastEnabled = jit && allowsEval2.value;
  const catchall = def.catchall;
  let value;
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject3(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
      if (!fastpass)
        fastpass = generateFastpass(def.shape);
      payload = fastpass(payload, ctx);
      if (!catchall)
        return payload;
      return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
    }
    return superParse(payload, ctx);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
  defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
  defineLazyInternal(inst, "values", (zod) => {
    if (zod.def.options.every((o) => o._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    if (zod.def.options.every((o) => o._zod.pattern)) {
      const patterns = zod.def.options.map((o) => o._zod.pattern);
      return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run({
        value: payload.value,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0)
          return result;
        results.push(result);
      }
    }
    if (!async)
      return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
var $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!isPlainObject3(input)) {
      payload.issues.push({
        expected: "record",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    const proms = [];
    const values = def.keyType._zod.values;
    if (values && !def.partial) {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      const recordKeys = /* @__PURE__ */ new Set();
      for (const key of values) {
        if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
          recordKeys.add(typeof key === "number" ? key.toString() : key);
          if (key === "__proto__")
            continue;
          const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
          if (keyResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (keyResult.issues.length) {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
            continue;
          }
          const outKey = keyResult.value;
          if (outKey === "__proto__")
            continue;
          const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then((result2) => {
              if (result2.issues.length) {
                payload.issues.push(...prefixIssues(key, result2.issues));
              }
              payload.value[outKey] = result2.value;
            }));
          } else {
            if (result.issues.length) {
              payload.issues.push(...prefixIssues(key, result.issues));
            }
            payload.value[outKey] = result.value;
          }
        }
      }
      let unrecognized;
      for (const key in input) {
        if (!recordKeys.has(key)) {
          if (def.mode === "loose") {
            if (key === "__proto__")
              continue;
            payload.value[key] = input[key];
          } else {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          }
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    } else {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      let unrecognized;
      for (const key of Reflect.ownKeys(input)) {
        if (key === "__proto__")
          continue;
        if (!Object.prototype.propertyIsEnumerable.call(input, key))
          continue;
        let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
        if (keyResult instanceof Promise) {
          throw new Error("Async schemas not supported in object keys currently");
        }
        const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
        if (checkNumericKey) {
          const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
          if (retryResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (retryResult.issues.length === 0) {
            keyResult = retryResult;
          }
        }
        if (keyResult.issues.length) {
          if (def.mode === "loose") {
            payload.value[key] = input[key];
          } else if (values) {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          } else {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
          }
          continue;
        }
        const outKey = keyResult.value;
        if (outKey === "__proto__")
          continue;
        const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
        if (result instanceof Promise) {
          proms.push(result.then((result2) => {
            if (result2.issues.length) {
              payload.issues.push(...prefixIssues(key, result2.issues));
            }
            payload.value[outKey] = result2.value;
          }));
        } else {
          if (result.issues.length) {
            payload.issues.push(...prefixIssues(key, result.issues));
          }
          payload.value[outKey] = result.value;
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  const values = new Set(def.values);
  inst._zod.values = values;
  defineLazyInternal(inst, "pattern", (zod) => {
    const vals = zod.def.values;
    return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst
    });
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise)
        return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  });
  defineLazyInternal(inst, "values", (zod) => {
    return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === null)
      return payload;
    return def.innerType._zod.run(payload, ctx);
  };
});
function handleCatchResult(payload, result, def, ctx) {
  if (!result.issues.length) {
    payload.value = result.value;
    if (result.memo)
      payload.memo = true;
    return payload;
  }
  payload.value = def.catchValue({
    ...result,
    value: payload.value,
    error: {
      issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config()))
    },
    input: payload.value
  });
  return payload;
}
var $ZodCatch = /* @__PURE__ */ $constructor("$ZodCatch", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleCatchResult(payload, result2, def, ctx));
    }
    return handleCatchResult(payload, result, def, ctx);
  };
});
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r = def.fn(input);
    if (r instanceof Promise) {
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    }
    handleRefineResult(r, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue2(_iss));
  }
}

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class2, params) {
  return new Class2(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _number(Class2, params) {
  return new Class2(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class2, params) {
  return new Class2({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class2, params) {
  return new Class2({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class2) {
  return new Class2({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength({
    check: "max_length",
    ...normalizeParams(params),
    maximum
  });
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class2, fn, _params) {
  const schema = new Class2({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
  return schema;
}

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse3(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self2) => self2._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...normalizeParams(params)
  };
  return new ZodMiniObject(def);
}
var ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
    ...normalizeParams(params)
  });
}
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: "record",
      keyType: /* @__PURE__ */ string2(),
      valueType: keyType,
      ...normalizeParams(valueType)
    });
  }
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniNullable = /* @__PURE__ */ $constructor("ZodMiniNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: "nullable",
    innerType
  });
}
// @__NO_SIDE_EFFECTS__
function nullish2(innerType) {
  return /* @__PURE__ */ optional(/* @__PURE__ */ nullable(innerType));
}
var ZodMiniCatch = /* @__PURE__ */ $constructor("ZodMiniCatch", (inst, def) => {
  $ZodCatch.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _catch(innerType, catchValue) {
  return new ZodMiniCatch({
    type: "catch",
    innerType,
    catchValue: typeof catchValue === "function" ? catchValue : util_exports.constantCatch(catchValue)
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}

// src/stream/dialects/frame-kit.ts
function frameKind(frame) {
  const type = typeof frame.type === "string" ? frame.type : "(no type)";
  return typeof frame.subtype === "string" ? `${type}/${frame.subtype}` : type;
}
function unknownEvent(type, at) {
  return { kind: "unknown", type, at };
}
function invalidEvent(frame, at) {
  return unknownEvent(`invalid:${frameKind(frame)}`, at);
}
function once(build3) {
  let value;
  let built = false;
  return () => {
    if (!built) {
      value = build3();
      built = true;
    }
    return value;
  };
}
var ZodMiniObjectJIT = /* @__PURE__ */ $constructor(
  "ZodMiniObject",
  (inst, def) => {
    $ZodObjectJIT.init(inst, def);
    ZodMiniType.init(inst, def);
  }
);
function jitObject(shape) {
  return new ZodMiniObjectJIT({ type: "object", shape });
}
function jitLooseObject(shape) {
  return new ZodMiniObjectJIT({ type: "object", shape, catchall: unknown() });
}
function parseFrame(schema, frame) {
  const parsed = schema.safeParse(frame);
  return parsed.success ? parsed.data : null;
}
function guarded(frame, at, handle) {
  try {
    return handle();
  } catch {
    return [unknownEvent(`crash:${frameKind(frame)}`, at)];
  }
}
function textOfContent(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  let out = null;
  for (const block of content) {
    if (block !== null && typeof block === "object") {
      const b = block;
      if (typeof b.text === "string" && (b.type === "text" || b.type === void 0)) {
        out = out === null ? b.text : out + b.text;
      }
    }
  }
  return out;
}
function outputText(value) {
  if (value === null || value === void 0) return null;
  if (typeof value === "string") return value;
  const text3 = textOfContent(value);
  if (text3 !== null) return text3;
  try {
    const json = JSON.stringify(value);
    return json === void 0 ? null : json;
  } catch {
    return String(value);
  }
}
function finiteOrNull(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
function numberish(value) {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
function tokenCounts(parts) {
  const input = finiteOrNull(parts.input);
  const output = finiteOrNull(parts.output);
  const cacheRead = finiteOrNull(parts.cacheRead);
  const cacheWrite = finiteOrNull(parts.cacheWrite);
  if (input === null && output === null && cacheRead === null && cacheWrite === null) return null;
  return { input: input ?? 0, output: output ?? 0, cacheRead: cacheRead ?? 0, cacheWrite: cacheWrite ?? 0 };
}
function todoStatus(value) {
  switch (value) {
    case "pending":
    case "todo":
    case "not_started":
    case "TODO_STATUS_PENDING":
      return "pending";
    case "in_progress":
    case "in-progress":
    case "active":
    case "TODO_STATUS_IN_PROGRESS":
      return "in_progress";
    case "completed":
    case "done":
    case "TODO_STATUS_COMPLETED":
      return "completed";
    default:
      return null;
  }
}
function todosFromInput(input) {
  if (input === null || typeof input !== "object") return null;
  const list = input.todos;
  if (!Array.isArray(list)) return null;
  const todos2 = [];
  for (const raw of list) {
    if (raw === null || typeof raw !== "object") continue;
    const item = raw;
    const content = [item.content, item.description, item.text, item.title].find(
      (v) => typeof v === "string"
    );
    const status = todoStatus(item.status);
    if (content === void 0 || status === null) continue;
    todos2.push({ id: typeof item.id === "string" ? item.id : null, content, status });
  }
  return todos2;
}
function isTodoToolName(name) {
  return /todo/i.test(name);
}
function sessionField(key) {
  return (frame) => {
    const id2 = frame[key];
    return typeof id2 === "string" && id2 !== "" ? id2 : null;
  };
}
var StepCounter = class {
  constructor(prefix) {
    this.prefix = prefix;
  }
  prefix;
  /** Steps opened so far (0: none yet). */
  step = 0;
  due = true;
  textIndex = -1;
  lastWasText = false;
  /** The current step's message id. */
  messageId() {
    return `${this.prefix}-step-${this.step}`;
  }
  /** Opens a step when one is due, pushing its `step` event; true when it opened one. */
  open(at, model, out) {
    if (!this.due) return false;
    this.step += 1;
    this.due = false;
    this.textIndex = -1;
    this.lastWasText = false;
    out.push({ kind: "step", messageId: this.messageId(), model, parentId: null, at });
    return true;
  }
  /** The block a text chunk belongs to: the current one while text follows text, else a new one. */
  textBlock() {
    if (!this.lastWasText) this.textIndex += 1;
    this.lastWasText = true;
    return this.textIndex;
  }
  /** Something other than text came: the next text starts a new block. */
  breakText() {
    this.lastWasText = false;
  }
  /** The model will be called again (its tools ran): its next output is a new step. */
  next() {
    this.due = true;
    this.lastWasText = false;
  }
};
function providerErrorWords(message) {
  const text3 = message.trim();
  if (!text3.startsWith("{") || !text3.endsWith("}")) return message;
  let parsed;
  try {
    parsed = JSON.parse(text3);
  } catch {
    return message;
  }
  if (parsed === null || typeof parsed !== "object") return message;
  const outer = parsed;
  const inner = outer.error !== null && typeof outer.error === "object" ? outer.error : outer;
  const words = typeof inner.message === "string" ? inner.message.trim() : "";
  if (words === "") return message;
  const kind = [
    inner.type,
    inner.code,
    inner.param !== null && inner.param !== void 0 ? `param ${String(inner.param)}` : null
  ].filter((x) => typeof x === "string" && x !== "" || typeof x === "number").map(String);
  return kind.length ? `${words}
(${kind.join(", ")})` : words;
}

// src/stream/dialects/acp.ts
var QUIET_UPDATES = /* @__PURE__ */ new Set([
  "user_message_chunk",
  "available_commands_update",
  "current_mode_update",
  "config_option_update",
  "session_info_update"
]);
function record2(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
}
function str(value) {
  return typeof value === "string" ? value : null;
}
function idKey(id2) {
  if (typeof id2 === "number" && Number.isFinite(id2)) return `n:${id2}`;
  if (typeof id2 === "string") return `s:${id2}`;
  return null;
}
function outcomeOfStopReason(stopReason) {
  switch (stopReason) {
    case "end_turn":
      return "success";
    case "max_tokens":
      return "max_tokens";
    case "max_turn_requests":
      return "max_turns";
    case "cancelled":
      return "cancelled";
    default:
      return "error";
  }
}
function todoStatus2(value) {
  return value === "completed" ? "completed" : value === "in_progress" ? "in_progress" : "pending";
}
function contentText(content) {
  if (!Array.isArray(content)) return null;
  const parts = [];
  for (const raw of content) {
    const item = record2(raw);
    if (item === null) continue;
    if (item.type === "content") {
      const text3 = outputText(record2(item.content)?.text ?? null);
      if (text3 !== null) parts.push(text3);
    } else if (item.type === "diff") {
      const path = str(item.path);
      if (path !== null) parts.push(`diff ${path}`);
    }
  }
  return parts.length > 0 ? parts.join("\n") : null;
}
function rawOutputText(raw) {
  if (raw === null) return null;
  for (const key of ["formatted_output", "aggregated_output", "output"]) {
    const text3 = str(raw[key]);
    if (text3 !== null) return text3;
  }
  const stdout = str(raw.stdout);
  const stderr = str(raw.stderr);
  if (stdout === null && stderr === null) return null;
  return [stdout, stderr].filter((t) => t !== null && t !== "").join("\n");
}
function rpcErrorText(error3, text3) {
  const code = finiteOrNull(error3?.code);
  return `${code === null ? "" : `JSON-RPC error ${code}: `}${text3}`;
}
function callPath(update) {
  if (Array.isArray(update.locations)) {
    for (const raw of update.locations) {
      const path = str(record2(raw)?.path);
      if (path !== null) return path;
    }
  }
  if (Array.isArray(update.content)) {
    for (const raw of update.content) {
      const item = record2(raw);
      if (item?.type === "diff" && typeof item.path === "string") return item.path;
    }
  }
  return null;
}
function callInput(update) {
  const input = {};
  const title2 = str(update.title);
  if (title2 !== null) input.title = title2;
  const path = callPath(update);
  if (path !== null) input.path = path;
  const raw = record2(update.rawInput);
  const command = raw === null ? null : str(raw.command) ?? str(raw.cmd);
  if (command !== null) input.command = command;
  const diffs = Array.isArray(update.content) ? update.content.flatMap((raw2) => {
    const item = record2(raw2);
    const path2 = str(item?.path);
    const newText = str(item?.newText);
    if (item?.type !== "diff" || path2 === null || newText === null) return [];
    return [{ path: path2, oldText: str(item.oldText) ?? "", newText }];
  }) : [];
  if (diffs.length > 0) input.diffs = diffs;
  if (update.rawInput !== void 0) input.rawInput = update.rawInput;
  return input;
}
function describing(update) {
  const fields = {};
  if (typeof update.title === "string") fields.title = update.title;
  if (Array.isArray(update.locations) && update.locations.length > 0) fields.locations = update.locations;
  if (Array.isArray(update.content) && update.content.some((c) => record2(c)?.type === "diff"))
    fields.content = update.content;
  const raw = update.rawInput;
  if (raw !== void 0 && raw !== null && !(typeof raw === "object" && Object.keys(raw).length === 0))
    fields.rawInput = raw;
  return fields;
}
function showsMore(a, b) {
  return a.title !== b.title || a.path !== b.path || a.command !== b.command || a.rawInput === void 0 !== (b.rawInput === void 0) || a.diffs === void 0 !== (b.diffs === void 0);
}
function tokensOf(value) {
  const u = record2(value);
  if (u === null) return null;
  const pick2 = (...keys) => {
    for (const key of keys) {
      const n = finiteOrNull(u[key]);
      if (n !== null) return n;
    }
    return null;
  };
  const input = pick2("inputTokens", "input_tokens", "promptTokenCount", "prompt_tokens");
  const output = pick2("outputTokens", "output_tokens", "candidatesTokenCount", "completion_tokens");
  if (input === null && output === null) {
    for (const nested of Object.values(u)) {
      const inner = record2(nested);
      if (inner !== null && inner !== u) {
        const found = tokensOf(inner);
        if (found !== null) return found;
      }
    }
    return null;
  }
  const thought = pick2("thoughtTokens", "thought_tokens", "thoughtsTokenCount") ?? 0;
  return {
    input: input ?? 0,
    output: (output ?? 0) + thought,
    cacheRead: pick2("cachedReadTokens", "cached_read_tokens", "cachedContentTokenCount", "cached") ?? 0,
    cacheWrite: pick2("cachedWriteTokens", "cached_write_tokens") ?? 0
  };
}
function configuredModel(options) {
  if (!Array.isArray(options)) return null;
  for (const raw of options) {
    const option = record2(raw);
    if (option?.category === "model" || option?.id === "model") return str(option.currentValue);
  }
  return null;
}
function modelsUsed(value) {
  if (!Array.isArray(value)) return null;
  const names = [];
  for (const raw of value) {
    const name = str(record2(raw)?.model);
    if (name !== null && name !== "auto" && name.trim() !== "" && !names.includes(name)) names.push(name);
  }
  return names.length > 0 ? names.join(", ") : null;
}
var AcpParser = class {
  /** Narrator's requests by id: method names, to know what an answer answers. */
  sentRequests = /* @__PURE__ */ new Map();
  /** The agent's permission requests by id, until Narrator's answer. */
  asked = /* @__PURE__ */ new Map();
  calls = /* @__PURE__ */ new Map();
  sessionId = null;
  model = null;
  cliVersion = null;
  steps = new StepCounter("acp");
  /** Text since the last tool call: the final answer. */
  finalText = "";
  /** Narrator sent `session/cancel`: a `cancelled` stop reason is then the answer to it. */
  cancelSent = false;
  /**
   * Tokens of the turns answered before the current one. Each prompt's answer counts its own turn
   * (measured with Gemini CLI 0.61, opencode 1.18.33 and claude-agent-acp 0.23.1: a second turn's
   * counts are that turn's), so a run of several turns (a maintainer's steers) adds them up.
   */
  earlierTurns = null;
  /** The current turn's tokens, once its answer gave them. */
  thisTurn = null;
  /** What Narrator last refused (the request's title), null when it refused nothing. */
  lastRefusal = null;
  /** The session ids `session/load` and `session/resume` named, by request id, until answered. */
  resuming = /* @__PURE__ */ new Map();
  /** A `session/load` is unanswered: its updates replay the earlier runs, not this one. */
  replaying = false;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const unwrapped = unwrapRecorded(frame);
    if (unwrapped === null) return [unknownEvent(`invalid:${DIRECTION_KEY}`, at)];
    const { direction, message } = unwrapped;
    const method = str(message.method);
    const hasId = Object.hasOwn(message, "id");
    if (direction === "sent") {
      if (method !== null) return this.sentRequest(method, message, at);
      return this.sentResponse(message, at);
    }
    if (method !== null) {
      if (method.startsWith("_")) return [];
      if (method === "session/update") return this.replaying ? [] : this.update(record2(message.params), at);
      if (method === "session/request_permission" && hasId) return this.permission(message, at);
      return hasId ? [
        {
          kind: "notice",
          level: "info",
          code: "acp_unserved",
          message: `the agent asked for ${method.slice(0, 80)}, which Narrator does not serve`,
          at
        }
      ] : [unknownEvent(`acp:${method.slice(0, 60)}`, at)];
    }
    if (hasId) return this.response(message, at);
    return [unknownEvent("acp:not_jsonrpc", at)];
  }
  sentRequest(method, message, at) {
    const key = idKey(message.id);
    if (key !== null) this.sentRequests.set(key, method);
    if ((method === "session/load" || method === "session/resume") && key !== null) {
      const id2 = str(record2(message.params)?.sessionId);
      if (id2 !== null) this.resuming.set(key, id2);
      if (method === "session/load") this.replaying = true;
    }
    if (method === "session/prompt") {
      this.finalText = "";
      this.lastRefusal = null;
      this.steps.next();
      if (this.thisTurn !== null) this.earlierTurns = addTokens(this.earlierTurns, this.thisTurn);
      this.thisTurn = null;
    }
    if (method === "session/cancel") {
      this.cancelSent = true;
      return [
        {
          kind: "notice",
          level: "info",
          code: "acp_cancel",
          message: "Narrator asked the agent to cancel the turn (session/cancel)",
          at
        }
      ];
    }
    return [];
  }
  /** Narrator's answer to one of the agent's requests: a permission decision is what matters. */
  sentResponse(message, at) {
    const key = idKey(message.id);
    if (key === null) return [];
    const asked = this.asked.get(key);
    if (asked === void 0) return [];
    this.asked.delete(key);
    const outcome = record2(record2(message.result)?.outcome);
    if (outcome === null || outcome.outcome !== "selected") return [];
    const optionId = str(outcome.optionId);
    const kind = asked.options.find((o) => o.optionId === optionId)?.kind ?? null;
    if (kind === null || !kind.startsWith("reject")) return [];
    this.lastRefusal = asked.title;
    const call = asked.toolCallId === null ? void 0 : this.calls.get(asked.toolCallId);
    if (call !== void 0) {
      call.denied = true;
      call.done = true;
    }
    return [
      {
        kind: "permission_denied",
        tool: asked.tool,
        toolUseId: asked.toolCallId,
        input: null,
        message: `Narrator answered ${kind} under its permission-mode`,
        at
      }
    ];
  }
  response(message, at) {
    const key = idKey(message.id);
    const method = key === null ? void 0 : this.sentRequests.get(key);
    if (method === void 0) return [];
    if (key !== null) this.sentRequests.delete(key);
    const error3 = record2(message.error);
    const result = record2(message.result);
    switch (method) {
      case "initialize":
        return this.initialized(result, at);
      case "session/new":
        return this.sessionStarted(result, at);
      case "session/load":
      case "session/resume": {
        const id2 = key === null ? void 0 : this.resuming.get(key);
        if (key !== null) this.resuming.delete(key);
        if (method === "session/load") this.replaying = false;
        return error3 === null && id2 !== void 0 ? this.sessionStarted({ ...result, sessionId: id2 }, at) : [];
      }
      case "session/prompt":
        return this.promptAnswered(result, error3, at);
      case "session/set_mode":
        return error3 === null ? [] : this.modeRefused(error3, at);
      default:
        return [];
    }
  }
  sessionEvent(at) {
    return {
      kind: "session",
      sessionId: this.sessionId,
      model: this.model,
      cwd: null,
      cliVersion: this.cliVersion,
      permissionMode: null,
      tools: null,
      at
    };
  }
  initialized(result, at) {
    const info3 = record2(result?.agentInfo);
    if (info3 === null) return [];
    const name = str(info3.title) ?? str(info3.name);
    const version2 = str(info3.version);
    this.cliVersion = name === null ? version2 : version2 === null ? name : `${name} ${version2}`;
    return [this.sessionEvent(at)];
  }
  sessionStarted(result, at) {
    if (result === null) return [];
    this.sessionId = str(result.sessionId) ?? this.sessionId;
    const current = str(record2(result.models)?.currentModelId) ?? configuredModel(result.configOptions);
    this.model = (current === "default" ? null : current) ?? this.model;
    return [this.sessionEvent(at)];
  }
  promptAnswered(result, error3, at) {
    const out = [];
    const stopReason = str(result?.stopReason);
    const quota = record2(record2(result?._meta)?.quota);
    const tokens = tokensOf(result?.usage) ?? tokensOf(quota);
    const used = modelsUsed(quota?.model_usage);
    if (used !== null && used !== this.model) {
      this.model = used;
      out.push(this.sessionEvent(at));
    }
    if (tokens !== null) {
      this.thisTurn = tokens;
      const run3 = addTokens(this.earlierTurns, tokens);
      out.push({ kind: "usage", cumulative: true, messageId: null, tokens: run3, costUsd: null, at });
    }
    let outcome;
    let errorMessage = null;
    const running = stopReason === "end_turn" ? this.running() : [];
    if (error3 !== null || stopReason === null) {
      outcome = "error";
      const text3 = str(error3?.message) ?? "the agent answered the prompt without a stop reason";
      const data = error3?.data === void 0 ? null : outputText(error3.data);
      errorMessage = `${rpcErrorText(error3, text3)}${data !== null && data !== text3 ? ` (${data.slice(0, 500)})` : ""}`;
    } else if (running.length > 0) {
      outcome = "incomplete";
      errorMessage = `the turn was answered end_turn while ${running.length === 1 ? "a tool call was" : `${running.length} tool calls were`} still running (${running.slice(0, 3).join(", ")}${running.length > 3 ? ", \u2026" : ""}): an agent answers after its calls end, so this answer is not taken for a success`;
    } else if (stopReason === "cancelled" && !this.cancelSent && this.lastRefusal !== null) {
      outcome = "error";
      errorMessage = `the agent ended its turn when Narrator refused "${this.lastRefusal.slice(0, 200)}" under its permission-mode (the agent reported the turn cancelled; nothing cancelled it)`;
    } else {
      outcome = outcomeOfStopReason(stopReason);
      if (outcome === "error") errorMessage = `the agent stopped the turn: ${stopReason}`;
    }
    if (outcome === "cancelled") {
      for (const [id2, call] of this.calls) {
        if (call.done) continue;
        call.done = true;
        out.push(this.toolResult(id2, call.name, "error", "cancelled", at));
      }
    }
    out.push(
      this.result(
        outcome,
        stopReason ?? (error3 !== null ? "jsonrpc_error" : null),
        errorMessage,
        stopReason,
        at
      )
    );
    return out;
  }
  /** The run's terminal frame: the prompt's answer, or why the prompt was never sent. */
  result(outcome, subtype, errorMessage, stopReason, at) {
    return {
      kind: "result",
      outcome,
      subtype,
      isError: outcome !== "success",
      text: this.finalText !== "" ? this.finalText : null,
      errorMessage,
      turns: null,
      durationMs: null,
      sessionId: this.sessionId,
      stopReason,
      terminalReason: null,
      permissionDenials: null,
      at
    };
  }
  /** The calls not ended (nor refused): their titles, or their kinds. */
  running() {
    const names = [];
    for (const call of this.calls.values()) {
      if (call.done) continue;
      const title2 = typeof call.fields.title === "string" ? call.fields.title : call.name;
      names.push(`'${title2.replace(/\s+/g, " ").slice(0, 80)}'`);
    }
    return names;
  }
  /**
   * The agent refused the session mode Narrator asked for (the mode in which it asks before acting):
   * the prompt is then never sent, and the run is an error that says why.
   */
  modeRefused(error3, at) {
    const reason = rpcErrorText(error3, (str(error3.message) ?? "no reason given").slice(0, 300));
    const message = `the agent refused session/set_mode (${reason}): without the mode in which it asks before acting, Narrator did not send the prompt`;
    return [this.result("error", "set_mode_refused", message, null, at)];
  }
  permission(message, at) {
    const key = idKey(message.id);
    const params = record2(message.params);
    const toolCall = record2(params?.toolCall);
    const options = [];
    if (Array.isArray(params?.options)) {
      for (const raw of params.options) {
        const o = record2(raw);
        const optionId = str(o?.optionId);
        const kind = str(o?.kind);
        if (optionId !== null && kind !== null) options.push({ optionId, kind });
      }
    }
    const out = [];
    const toolCallId = str(toolCall?.toolCallId);
    if (toolCall !== null && toolCallId !== null && !this.calls.has(toolCallId)) {
      out.push(...this.toolCall(toolCall, at));
    }
    const name = (toolCallId === null ? void 0 : this.calls.get(toolCallId)?.name) ?? str(toolCall?.kind) ?? "other";
    const title2 = str(toolCall?.title) ?? name;
    if (key !== null) this.asked.set(key, { toolCallId, tool: name, title: title2, options });
    out.push({
      kind: "notice",
      level: "info",
      code: "acp_permission",
      message: `the agent asks permission for ${title2.slice(0, 200)}`,
      at
    });
    return out;
  }
  update(params, at) {
    const update = record2(params?.update);
    const kind = str(update?.sessionUpdate);
    if (update === null || kind === null) return [unknownEvent("acp:invalid_update", at)];
    switch (kind) {
      case "agent_message_chunk":
        return this.message(update, at);
      case "agent_thought_chunk": {
        const out = [];
        this.steps.open(at, this.model, out);
        this.steps.breakText();
        out.push({ kind: "thinking", parentId: null, at });
        return out;
      }
      case "tool_call":
        return this.toolCall(update, at);
      case "tool_call_update":
        return this.toolCallUpdate(update, at);
      case "plan":
        return this.plan(update, at);
      case "usage_update": {
        const cost = record2(update.cost);
        const amount2 = finiteOrNull(cost?.amount);
        if (amount2 === null || cost?.currency !== void 0 && cost.currency !== "USD") return [];
        return [{ kind: "usage", cumulative: true, messageId: null, tokens: null, costUsd: amount2, at }];
      }
      default:
        return QUIET_UPDATES.has(kind) ? [] : [unknownEvent(`acp:${kind.slice(0, 60)}`, at)];
    }
  }
  message(update, at) {
    const content = record2(update.content);
    const text3 = str(content?.text);
    if (content?.type !== "text" || text3 === null) return [];
    const out = [];
    this.steps.open(at, this.model, out);
    const index = this.steps.textBlock();
    this.finalText += text3;
    out.push({
      kind: "text",
      mode: "delta",
      text: text3,
      messageId: this.steps.messageId(),
      index,
      parentId: null,
      at
    });
    return out;
  }
  toolCall(update, at) {
    const id2 = str(update.toolCallId);
    if (id2 === null) return [unknownEvent("invalid:acp:tool_call", at)];
    if (this.calls.has(id2)) return this.toolCallUpdate(update, at);
    const name = str(update.kind) ?? "other";
    const input = callInput(update);
    this.calls.set(id2, { name, fields: describing(update), shown: input, done: false, denied: false });
    const out = [];
    this.steps.open(at, this.model, out);
    this.steps.next();
    this.finalText = "";
    out.push({ kind: "tool_call", id: id2, name, input, parentId: null, at });
    out.push(...this.status(id2, update, at));
    return out;
  }
  toolCallUpdate(update, at) {
    const id2 = str(update.toolCallId);
    if (id2 === null) return [unknownEvent("invalid:acp:tool_call_update", at)];
    const call = this.calls.get(id2);
    if (call === void 0) return this.toolCall(update, at);
    const out = [];
    if (!call.done) {
      call.fields = { ...call.fields, ...describing(update) };
      const input = callInput(call.fields);
      if (showsMore(call.shown, input)) {
        call.shown = input;
        out.push({ kind: "tool_call", id: id2, name: call.name, input, parentId: null, at });
      }
    }
    out.push(...this.status(id2, update, at));
    return out;
  }
  status(id2, update, at) {
    const call = this.calls.get(id2);
    if (call.done) return [];
    const status = update.status;
    if (status !== "completed" && status !== "failed") return [];
    call.done = true;
    const raw = record2(update.rawOutput);
    const output = contentText(update.content) ?? rawOutputText(raw) ?? outputText(update.rawOutput ?? null);
    const exitCode = finiteOrNull(raw?.exit_code ?? raw?.exitCode);
    return [this.toolResult(id2, call.name, status === "completed" ? "ok" : "error", output, at, exitCode)];
  }
  toolResult(id2, name, status, output, at, exitCode = null) {
    return {
      kind: "tool_result",
      id: id2,
      name,
      status,
      output,
      exitCode,
      durationMs: null,
      parentId: null,
      at
    };
  }
  plan(update, at) {
    if (!Array.isArray(update.entries)) return [unknownEvent("invalid:acp:plan", at)];
    const todos2 = [];
    for (const raw of update.entries) {
      const entry = record2(raw);
      const content = str(entry?.content);
      if (content !== null) todos2.push({ id: null, content, status: todoStatus2(entry?.status) });
    }
    return [{ kind: "todos", op: "replace", todos: todos2, at }];
  }
};
var ACP_METHOD = /^(?:initialize|authenticate|session\/[a-z_]+|fs\/[a-z_]+|terminal\/[a-z_]+)$/;
function score(frame) {
  if (Object.hasOwn(frame, DIRECTION_KEY)) {
    const d = frame[DIRECTION_KEY];
    return d === "sent" || d === "received" ? 10 : 0;
  }
  if (frame.jsonrpc !== "2.0") return 0;
  const method = frame.method;
  if (method === "session/update" || method === "session/request_permission") return 10;
  if (typeof method === "string") return ACP_METHOD.test(method) ? 5 : 0;
  return "result" in frame || "error" in frame ? 2 : 0;
}
var acp = {
  // Narrator ends the ACP agent (a server) after its turn: the exit status after it is Narrator's.
  endedByClientAfterResult: true,
  name: "acp",
  // ACP has no retry notification; agents retry silently before answering the prompt.
  reportsRetries: false,
  createParser: () => new AcpParser(),
  score
};

// src/stream/dialects/caliban.ts
var exitCodes = {
  1: { outcome: "error", meaning: "run, provider, session-load or I/O error (also max_tokens)" },
  2: { outcome: "error", meaning: "--json-schema validation failed" },
  64: { outcome: "error", meaning: "usage error: malformed stream-json input, schema or flags" },
  66: { outcome: "error", meaning: "no input: --resume not found, --continue without sessions" },
  75: { outcome: "max_turns", meaning: "turn limit (--max-turns) reached" },
  78: { outcome: "error", meaning: "configuration error (or stdin over 10 MiB)" },
  124: { outcome: "cancelled", meaning: "cancelled (Ctrl-C / SIGTERM)" },
  130: { outcome: "cancelled", meaning: "interrupted (SIGINT)" },
  // 137 collides with SIGKILL (128+9): only trust it when no signal was reported.
  137: { outcome: "budget_exceeded", meaning: "cost budget (--max-budget-usd) exceeded" }
};
var RESULT_SUBTYPES = [
  "success",
  "error",
  "max_turns",
  "budget_exceeded",
  "cancelled",
  "max_tokens"
];
var FALLBACK_ERROR = {
  error: "caliban reported an error",
  max_turns: "caliban stopped: the turn limit (--max-turns) was reached",
  budget_exceeded: "caliban stopped: the cost budget (--max-budget-usd) was exceeded",
  cancelled: "caliban run was cancelled",
  max_tokens: "the model hit its output token limit (max_tokens)"
};
function buildSchemas() {
  const SystemFrame = jitLooseObject({ subtype: string2() });
  const InitFrame = jitLooseObject({
    session_id: nullish2(string2()),
    model: nullish2(string2()),
    cwd: nullish2(string2()),
    permission_mode: nullish2(string2()),
    tools: nullish2(array(string2())),
    version: nullish2(string2())
  });
  const ApiRetryFrame = jitLooseObject({
    attempt: nullish2(number2()),
    max_retries: nullish2(number2()),
    retry_delay_ms: nullish2(number2()),
    error_status: nullish2(number2()),
    error_category: nullish2(
      union([
        _enum(["overloaded", "rate_limit", "timeout", "network", "server_error", "other"]),
        string2()
      ])
    ),
    message: nullish2(string2())
  });
  const ToolUseFrame = jitLooseObject({ id: string2(), name: string2(), input: optional(unknown()) });
  const ToolResultFrame = jitLooseObject({
    tool_use_id: string2(),
    is_error: nullish2(boolean2()),
    content: optional(unknown()),
    t_ms: nullish2(number2())
  });
  const MessageFrame = jitLooseObject({ role: nullish2(string2()), content: array(unknown()) });
  const HookFrame = jitLooseObject({ hookEventName: nullish2(string2()) });
  const WarningFrame = jitLooseObject({ subtype: nullish2(string2()), message: nullish2(string2()) });
  const ResultFrame = jitLooseObject({
    subtype: nullish2(union([_enum(RESULT_SUBTYPES), string2()])),
    is_error: nullish2(boolean2()),
    result: nullish2(string2()),
    error: nullish2(string2()),
    last_assistant_text: nullish2(string2()),
    tool_calls_seen: nullish2(number2()),
    session_id: nullish2(string2()),
    total_cost_usd: nullish2(number2()),
    turns: nullish2(number2()),
    num_turns: nullish2(number2()),
    total_input_tokens: nullish2(number2()),
    total_output_tokens: nullish2(number2()),
    usage: nullish2(
      jitLooseObject({ input_tokens: nullish2(number2()), output_tokens: nullish2(number2()) })
    ),
    duration_ms: nullish2(number2())
  });
  return {
    SystemFrame,
    InitFrame,
    ApiRetryFrame,
    ToolUseFrame,
    ToolResultFrame,
    MessageFrame,
    HookFrame,
    WarningFrame,
    ResultFrame
  };
}
var schemas = once(buildSchemas);
function resultOutcome(subtype, isError) {
  if (subtype === "success") return isError === true ? "error" : "success";
  if (RESULT_SUBTYPES.includes(subtype ?? "")) return subtype;
  return isError === false ? "success" : "error";
}
var CalibanParser = class {
  model = null;
  steps = new StepCounter("caliban");
  thinkingOpen = false;
  toolCalls = 0;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    switch (frame.type) {
      case "system":
        return this.system(frame, at);
      case "text":
        return this.text(frame, at);
      case "thinking":
        return this.thinking(frame, at);
      case "tool_use":
        return this.toolUse(frame, at);
      case "tool_result":
        return this.toolResult(frame, at);
      case "message":
        return this.message(frame, at);
      case "user":
        return [];
      case "hook_event": {
        const hook2 = parseFrame(schemas().HookFrame, frame);
        if (hook2 === null) return [invalidEvent(frame, at)];
        const name = hook2.hookEventName ?? "hook";
        return [{ kind: "notice", level: "info", code: "hook_event", message: `hook ${name}`, at }];
      }
      case "warning": {
        const warning3 = parseFrame(schemas().WarningFrame, frame);
        if (warning3 === null) return [invalidEvent(frame, at)];
        const code = warning3.subtype ?? "warning";
        return [{ kind: "notice", level: "warning", code, message: warning3.message ?? code, at }];
      }
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  system(frame, at) {
    const sys = parseFrame(schemas().SystemFrame, frame);
    if (sys === null) return [invalidEvent(frame, at)];
    if (sys.subtype === "init") {
      const init = parseFrame(schemas().InitFrame, frame);
      if (init === null) return [invalidEvent(frame, at)];
      this.model = init.model ?? null;
      return [
        {
          kind: "session",
          sessionId: init.session_id || null,
          model: this.model,
          cwd: init.cwd ?? null,
          cliVersion: init.version ?? null,
          permissionMode: init.permission_mode ?? null,
          tools: init.tools ?? null,
          at
        }
      ];
    }
    if (sys.subtype === "api_retry") {
      const retry2 = parseFrame(schemas().ApiRetryFrame, frame);
      if (retry2 === null) return [invalidEvent(frame, at)];
      return [
        {
          kind: "retry",
          attempt: retry2.attempt ?? null,
          maxRetries: retry2.max_retries ?? null,
          delayMs: retry2.retry_delay_ms ?? null,
          httpStatus: retry2.error_status ?? null,
          category: retry2.error_category ?? null,
          message: retry2.message ?? null,
          at
        }
      ];
    }
    return [unknownEvent(frameKind(frame), at)];
  }
  /** Opens a new step when one is due (start of the run, or after a tool result). */
  openStep(at, out) {
    if (this.steps.open(at, this.model, out)) this.thinkingOpen = false;
  }
  text(frame, at) {
    if (typeof frame.delta !== "string") return [invalidEvent(frame, at)];
    const out = [];
    this.openStep(at, out);
    const index = this.steps.textBlock();
    this.thinkingOpen = false;
    out.push({
      kind: "text",
      mode: "delta",
      text: frame.delta,
      messageId: this.steps.messageId(),
      index,
      parentId: null,
      at
    });
    return out;
  }
  thinking(frame, at) {
    if (typeof frame.delta !== "string") return [invalidEvent(frame, at)];
    const out = [];
    this.openStep(at, out);
    this.steps.breakText();
    if (!this.thinkingOpen) out.push({ kind: "thinking", parentId: null, at });
    this.thinkingOpen = true;
    return out;
  }
  toolUse(frame, at) {
    const use = parseFrame(schemas().ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out = [];
    if (this.steps.step === 0) this.openStep(at, out);
    this.steps.breakText();
    this.thinkingOpen = false;
    this.toolCalls += 1;
    out.push({ kind: "tool_call", id: use.id, name: use.name, input: use.input ?? null, parentId: null, at });
    if (isTodoToolName(use.name)) {
      const todos2 = todosFromInput(use.input);
      if (todos2 !== null) out.push({ kind: "todos", op: "replace", todos: todos2, at });
    }
    return out;
  }
  toolResult(frame, at) {
    const res = parseFrame(schemas().ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    this.steps.next();
    return [
      {
        kind: "tool_result",
        id: res.tool_use_id,
        name: null,
        status: res.is_error === true ? "error" : "ok",
        output: outputText(res.content),
        exitCode: null,
        durationMs: res.t_ms ?? null,
        parentId: null,
        at
      }
    ];
  }
  /**
   * The end-of-turn assistant message. Its tool_use blocks repeat the top-level `tool_use` frames
   * and are NOT counted again; only its text blocks are used, as complete blocks (they replace any
   * streamed deltas for the same step and index).
   */
  message(frame, at) {
    const msg = parseFrame(schemas().MessageFrame, frame);
    if (msg === null) return [invalidEvent(frame, at)];
    if (msg.role !== void 0 && msg.role !== null && msg.role !== "assistant") return [];
    const out = [];
    this.openStep(at, out);
    let index = -1;
    let previousWasText = false;
    for (const block of msg.content) {
      const isText = block !== null && typeof block === "object" && block.type === "text" && typeof block.text === "string";
      if (isText) {
        if (!previousWasText) index += 1;
        out.push({
          kind: "text",
          mode: "block",
          text: textOfContent([block]) ?? "",
          messageId: this.steps.messageId(),
          index,
          parentId: null,
          at
        });
      }
      previousWasText = isText;
    }
    return out;
  }
  result(frame, at) {
    const res = parseFrame(schemas().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const outcome = resultOutcome(res.subtype, res.is_error);
    const out = [];
    const input = res.usage?.input_tokens ?? res.total_input_tokens;
    const output = res.usage?.output_tokens ?? res.total_output_tokens;
    const hasTokens = typeof input === "number" || typeof output === "number";
    if (hasTokens || typeof res.total_cost_usd === "number") {
      out.push({
        kind: "usage",
        cumulative: true,
        messageId: null,
        tokens: hasTokens ? {
          input: finiteOrNull(input) ?? 0,
          output: finiteOrNull(output) ?? 0,
          cacheRead: 0,
          cacheWrite: 0
        } : null,
        costUsd: res.total_cost_usd ?? null,
        at
      });
    }
    if (typeof res.tool_calls_seen === "number" && res.tool_calls_seen > this.toolCalls) {
      out.push({
        kind: "notice",
        level: "warning",
        code: "tool_calls_unseen",
        message: `caliban reports ${res.tool_calls_seen} tool calls; the stream showed ${this.toolCalls}`,
        at
      });
    }
    const failed = outcome !== "success";
    const result = {
      kind: "result",
      outcome,
      subtype: res.subtype ?? null,
      isError: res.is_error ?? failed,
      // On failure caliban omits `result` and gives the last assistant text instead.
      text: res.result ?? res.last_assistant_text ?? null,
      errorMessage: failed ? res.error ?? FALLBACK_ERROR[outcome] ?? null : null,
      turns: res.num_turns ?? res.turns ?? null,
      durationMs: res.duration_ms ?? null,
      // Pre-flight failures print `session_id: ""`.
      sessionId: res.session_id || null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    };
    out.push(result);
    return out;
  }
};
function score2(frame) {
  if ("uuid" in frame || "jsonrpc" in frame) return 0;
  switch (frame.type) {
    case "system":
      if (frame.subtype === "init") {
        return "bare_mode" in frame || "settingSources" in frame || "permission_mode" in frame ? 10 : 0;
      }
      if (frame.subtype === "api_retry") return "error_category" in frame ? 10 : 0;
      return 0;
    case "text":
    case "thinking":
      return typeof frame.delta === "string" && !("subtype" in frame) && !("part" in frame) ? 6 : 0;
    case "tool_use":
      return typeof frame.id === "string" && typeof frame.name === "string" && "input" in frame ? 6 : 0;
    case "tool_result":
      return typeof frame.tool_use_id === "string" ? 6 : 0;
    case "message":
      return Array.isArray(frame.content) && "role" in frame && !("timestamp" in frame) ? 6 : 0;
    case "hook_event":
      return "hookEventName" in frame ? 10 : 4;
    case "warning":
      return 4;
    case "result":
      return "turns" in frame || "total_input_tokens" in frame || "turns_without_edit" in frame ? 6 : 0;
    case "user":
      return "content" in frame && !("message" in frame) ? 3 : 0;
    default:
      return 0;
  }
}
var caliban2 = {
  sessionOf: sessionField("session_id"),
  name: "caliban",
  reportsRetries: true,
  // system/api_retry frames
  exitCodes,
  createParser: () => new CalibanParser(),
  score: score2
};

// src/stream/recent-map.ts
var RecentMap = class {
  constructor(cap) {
    this.cap = cap;
    if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`cap must be a positive integer, got ${cap}`);
  }
  cap;
  young = /* @__PURE__ */ new Map();
  old = /* @__PURE__ */ new Map();
  /**
   * The last key remembered (while it is still in the map) and its value: the usual lookup is of
   * that key (an assistant frame's message right after its message_start, a tool result right
   * after its call), and comparing two short strings is cheaper than hashing a fresh one.
   */
  lastKey = void 0;
  lastValue = void 0;
  hasLast = false;
  /** Entries held (a key remembered again while old counts twice): at most 2 x cap. */
  get size() {
    return this.young.size + this.old.size;
  }
  get(key) {
    if (this.hasLast && key === this.lastKey) return this.lastValue;
    return this.young.get(key) ?? this.old.get(key);
  }
  has(key) {
    if (this.hasLast && key === this.lastKey) return true;
    return this.young.has(key) || this.old.has(key);
  }
  set(key, value) {
    if (this.old.has(key) && !this.young.has(key)) this.old.set(key, value);
    else this.add(key, value);
    if (this.hasLast && key === this.lastKey) this.lastValue = value;
  }
  delete(key) {
    this.young.delete(key);
    this.old.delete(key);
    if (this.hasLast && key === this.lastKey) this.forgetLast();
  }
  /** Set `key` as the newest entry. */
  remember(key, value) {
    this.add(key, value);
    this.lastKey = key;
    this.lastValue = value;
    this.hasLast = true;
  }
  add(key, value) {
    const young = this.young;
    young.set(key, value);
    if (young.size < this.cap) return;
    if (this.hasLast && !young.has(this.lastKey)) this.forgetLast();
    this.old = young;
    this.young = /* @__PURE__ */ new Map();
  }
  forgetLast() {
    this.hasLast = false;
    this.lastKey = void 0;
    this.lastValue = void 0;
  }
};

// src/stream/dialects/claude-quiet-lines.ts
var NOT_QUIET = 0;
var QUIET_INPUT_DELTA = 1;
var QUIET_BLOCK_STOP = 2;
var QUIET_MESSAGE_STOP = 3;
var QUIET_BLOCK_START = 4;
var QUIET_STATUS = 5;
var PLAIN = String.raw`[^"\\\x00-\x1f]`;
var STRING = String.raw`"${PLAIN}*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})${PLAIN}*)*"`;
var NUMBER = String.raw`-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?`;
var INDEX = String.raw`(?:0|[1-9]\d*)`;
var SCALAR = `(?:null|true|false|${STRING}|${NUMBER})`;
var READ_NAMES = "type|event|abandoned_blocks|timestamp|subtype|status|compact_result|compact_error";
var MORE_FIELDS = `(?:,"(?!(?:${READ_NAMES})")[A-Za-z0-9_]*":${SCALAR})*`;
var PREFIX = '{"type":"stream_event","event":{"type":"';
var BLOCK_PREFIX = `${PREFIX}content_block_`;
var STATUS_PREFIX = '{"type":"system","subtype":"status","status":"requesting"';
var QUIET_EVENT = `^(?:${STATUS_PREFIX.replaceAll("{", "\\{")}|${PREFIX.replaceAll("{", "\\{")}(?:` + String.raw`content_block_delta","index":${INDEX},"delta":\{"type":"input_json_delta","partial_json":${STRING}\}` + `|content_block_stop","index":${INDEX}|content_block_start","index":${INDEX},"content_block":` + String.raw`\{"type":"(?:text","text":""|tool_use","id":${STRING},"name":${STRING},"input":\{\})\}` + `|message_stop"` + String.raw`)\})`;
var QUIET_LINE = new RegExp(`${QUIET_EVENT}${MORE_FIELDS}\\}$`);
function sessionLineSource(spelling) {
  const field = `,"(?!(?:${READ_NAMES}|session_id)")[A-Za-z0-9_]*":${SCALAR}`;
  if (spelling === null) return `${QUIET_EVENT}(?:${field})*\\}$`;
  const value = spelling.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
  return `${QUIET_EVENT}(?:${field})*(?:,"session_id":${value}(?:${field})*)?\\}$`;
}
var MAX_SPELLED_SESSION = 256;
var lineSession = null;
var sessionLine = QUIET_LINE;
function lineOf(session) {
  if (session !== lineSession) {
    const spelling = JSON.stringify(session);
    sessionLine = new RegExp(sessionLineSource(spelling.length <= MAX_SPELLED_SESSION ? spelling : null));
    lineSession = session;
  }
  return sessionLine;
}
var C = 99;
var D = 100;
var A = 97;
var Y = 121;
var STREAM_OR_SYSTEM = '{"type":"s'.length;
function quietLineKind(text3, session = null) {
  if (!(session === null ? QUIET_LINE : lineOf(session)).test(text3)) return NOT_QUIET;
  if (text3.charCodeAt(STREAM_OR_SYSTEM) === Y) return QUIET_STATUS;
  if (text3.charCodeAt(PREFIX.length) !== C) return QUIET_MESSAGE_STOP;
  const c = text3.charCodeAt(BLOCK_PREFIX.length);
  if (c === D) return QUIET_INPUT_DELTA;
  return text3.charCodeAt(BLOCK_PREFIX.length + 2) === A ? QUIET_BLOCK_START : QUIET_BLOCK_STOP;
}
var START_INDEX_AT = `${BLOCK_PREFIX}start","index":`.length;
function blockStartIndex(text3) {
  return Number(text3.slice(START_INDEX_AT, text3.indexOf(",", START_INDEX_AT)));
}

// src/stream/dialects/claude-code.ts
function buildSchemas2() {
  const nstr = nullish2(string2());
  const nnum = nullish2(number2());
  const ApiUsage = jitObject({
    input_tokens: nnum,
    output_tokens: nnum,
    cache_read_input_tokens: nnum,
    cache_creation_input_tokens: nnum
  });
  const InitFrame = jitObject({
    session_id: nstr,
    model: nstr,
    cwd: nstr,
    claude_code_version: nstr,
    permissionMode: nstr,
    tools: nullish2(array(unknown())),
    // Entries are read one by one (mcpServersOf): a malformed one is skipped, never the frame.
    mcp_servers: nullish2(array(unknown()))
  });
  const Block = jitLooseObject({ type: string2() });
  const ToolResultBlock = jitObject({
    type: literal("tool_result"),
    tool_use_id: string2(),
    content: optional(unknown()),
    is_error: nullish2(boolean2())
  });
  const AssistantFrame = jitObject({
    message: jitObject({
      id: nstr,
      model: nstr,
      content: array(Block),
      usage: nullish2(ApiUsage)
    }),
    parent_tool_use_id: nstr,
    is_api_error_message: nullish2(boolean2()),
    api_error_status: nnum,
    /** SDKAssistantMessageError (`authentication_failed`, `billing_error`, …) on a CLI-made message. */
    error: nstr
  });
  const ToolResultMeta = jitObject({
    id: nstr,
    non_execution_kind: nstr,
    permission_decision: nullish2(jitObject({ decision: nstr }))
  });
  const UserFrame = jitObject({
    message: jitObject({ content: union([string2(), array(Block)]) }),
    parent_tool_use_id: nstr,
    tool_use_result: optional(unknown()),
    tool_result_meta: nullish2(array(ToolResultMeta))
  });
  const ResultSubtype = union([
    _enum([
      "success",
      "error_during_execution",
      "error_max_turns",
      "error_max_budget_usd",
      "error_max_structured_output_retries"
    ]),
    string2()
  ]);
  const ModelUsageEntry = jitObject({
    inputTokens: nnum,
    outputTokens: nnum,
    cacheReadInputTokens: nnum,
    cacheCreationInputTokens: nnum
  });
  const ResultFrame = jitObject({
    subtype: ResultSubtype,
    is_error: boolean2(),
    num_turns: nnum,
    duration_ms: nnum,
    total_cost_usd: nnum,
    result: nstr,
    errors: nullish2(array(unknown())),
    stop_reason: nstr,
    terminal_reason: nstr,
    session_id: nstr,
    api_error_status: nnum,
    usage: nullish2(ApiUsage),
    modelUsage: nullish2(record(string2(), ModelUsageEntry)),
    permission_denials: nullish2(
      array(jitObject({ tool_name: string2(), tool_use_id: nstr, tool_input: optional(unknown()) }))
    )
  });
  const ApiRetryFrame = jitObject({
    attempt: nnum,
    max_retries: nnum,
    retry_delay_ms: nnum,
    error_status: nnum,
    error: nullish2(
      union([
        _enum([
          "authentication_failed",
          "rate_limit",
          "overloaded",
          "server_error",
          "invalid_request",
          "unknown"
        ]),
        string2()
      ])
    )
  });
  const PermissionDeniedFrame = jitObject({ tool_name: string2(), tool_use_id: nstr, message: nstr });
  const StatusFrame = jitObject({
    status: nullish2(union([_enum(["requesting", "compacting"]), string2()])),
    compact_result: nstr,
    compact_error: nstr
  });
  const CompactBoundaryFrame = jitObject({
    compact_metadata: nullish2(jitObject({ trigger: nstr, pre_tokens: nnum, post_tokens: nnum }))
  });
  const HookResponseFrame = jitObject({
    hook_name: nstr,
    exit_code: nnum,
    outcome: nullish2(union([_enum(["success", "error", "cancelled"]), string2()]))
  });
  const ContentNoticeFrame = jitObject({ content: nstr });
  const TaskNotificationFrame = jitObject({
    status: nullish2(union([_enum(["completed", "failed", "stopped", "killed"]), string2()])),
    summary: nstr
  });
  const RateLimitFrame = jitObject({
    rate_limit_info: jitObject({
      status: union([_enum(["allowed", "allowed_warning", "rejected"]), string2()]),
      resetsAt: nnum
    })
  });
  const TodoWriteInput = jitObject({
    todos: array(jitObject({ content: string2(), status: nullish2(string2()), id: nstr }))
  });
  const TaskCreateInput = jitObject({ subject: string2(), description: nstr });
  const TaskUpdateInput = jitObject({
    taskId: union([string2(), number2()]),
    status: nstr,
    subject: nstr
  });
  return {
    ApiUsage,
    InitFrame,
    ToolResultBlock,
    AssistantFrame,
    UserFrame,
    ResultFrame,
    ApiRetryFrame,
    PermissionDeniedFrame,
    StatusFrame,
    CompactBoundaryFrame,
    HookResponseFrame,
    ContentNoticeFrame,
    TaskNotificationFrame,
    RateLimitFrame,
    TodoWriteInput,
    TaskCreateInput,
    TaskUpdateInput
  };
}
var schemas2 = once(buildSchemas2);
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isNStr = (v) => v == null || typeof v === "string";
var isNNum = (v) => v == null || typeof v === "number" && Number.isFinite(v);
var isNBool = (v) => v == null || typeof v === "boolean";
function isBlockList(v) {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const b = v[i];
    if (!isObj(b) || typeof b["type"] !== "string") return false;
  }
  return true;
}
function isApiUsage(v) {
  return isObj(v) && isNNum(v["input_tokens"]) && isNNum(v["output_tokens"]) && isNNum(v["cache_read_input_tokens"]) && isNNum(v["cache_creation_input_tokens"]);
}
function isAssistantFrame(f) {
  const m = f["message"];
  return isObj(m) && isNStr(m["id"]) && isNStr(m["model"]) && isBlockList(m["content"]) && (m["usage"] == null || isApiUsage(m["usage"])) && isNStr(f["parent_tool_use_id"]) && isNBool(f["is_api_error_message"]) && isNNum(f["api_error_status"]) && isNStr(f["error"]);
}
function isToolResultMetaList(v) {
  if (v == null) return true;
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const m = v[i];
    if (!isObj(m) || !isNStr(m["id"]) || !isNStr(m["non_execution_kind"])) return false;
    const d = m["permission_decision"];
    if (d != null && !(isObj(d) && isNStr(d["decision"]))) return false;
  }
  return true;
}
function isUserFrame(f) {
  const m = f["message"];
  if (!isObj(m)) return false;
  const c = m["content"];
  return (typeof c === "string" || isBlockList(c)) && isNStr(f["parent_tool_use_id"]) && isToolResultMetaList(f["tool_result_meta"]);
}
function isStatusFrame(f) {
  return isNStr(f["status"]) && isNStr(f["compact_result"]) && isNStr(f["compact_error"]);
}
function isToolResultBlock(b) {
  return b["type"] === "tool_result" && typeof b["tool_use_id"] === "string" && isNBool(b["is_error"]);
}
function frameParentId(frame) {
  const p = frame["parent_tool_use_id"];
  return typeof p === "string" ? p : null;
}
function unknown2(type, at) {
  return { kind: "unknown", type, at };
}
function usageToTokens(u) {
  if (!u) return null;
  return {
    input: u.input_tokens ?? 0,
    output: u.output_tokens ?? 0,
    cacheRead: u.cache_read_input_tokens ?? 0,
    cacheWrite: u.cache_creation_input_tokens ?? 0
  };
}
function streamTokens(u, base) {
  if (typeof u !== "object" || u === null) return base;
  const r = u;
  const input = r["input_tokens"];
  const output = r["output_tokens"];
  const cacheRead = r["cache_read_input_tokens"];
  const cacheWrite = r["cache_creation_input_tokens"];
  return {
    input: typeof input === "number" ? input : base?.input ?? 0,
    output: typeof output === "number" ? output : base?.output ?? 0,
    cacheRead: typeof cacheRead === "number" ? cacheRead : base?.cacheRead ?? 0,
    cacheWrite: typeof cacheWrite === "number" ? cacheWrite : base?.cacheWrite ?? 0
  };
}
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  const parts = [];
  for (const b of content) {
    if (typeof b !== "object" || b === null) continue;
    const block = b;
    if (block["type"] === "text" && typeof block["text"] === "string") parts.push(block["text"]);
    else if (block["type"] === "image") parts.push("[image]");
  }
  return parts.join("\n");
}
var EXIT_CODE_RE = /^Exit code (\d+)/;
function todoStatus3(s) {
  return s === "in_progress" || s === "completed" ? s : "pending";
}
function claudeResultOutcome(r) {
  const { subtype, terminal_reason: terminal } = r;
  if (subtype === "error_max_turns" || terminal === "max_turns") return "max_turns";
  if (subtype === "error_max_budget_usd" || terminal === "budget_exhausted") return "budget_exceeded";
  if (r.is_error) {
    if (terminal === "aborted_tools" || terminal === "aborted_streaming") return "cancelled";
    return "error";
  }
  if (r.stop_reason === "max_tokens") return "max_tokens";
  return "success";
}
function claudeResultMessage(r, outcome) {
  const errors = (r.errors ?? []).filter((e) => typeof e === "string");
  const humanErrors = errors.filter((e) => !e.startsWith("[ede_diagnostic]"));
  const text3 = r.result && r.result.trim() !== "" ? r.result : null;
  switch (outcome) {
    case "success":
      return null;
    case "max_turns": {
      const limit = /\((\d+)\)/.exec(errors.join(" "))?.[1];
      const used = r.num_turns != null ? ` after ${r.num_turns} turns` : "";
      return limit ? `The agent reached its turn limit (--max-turns ${limit})${used} before finishing; raise the limit or narrow the task.` : `The agent reached its turn limit${used} before finishing; raise the limit or narrow the task.`;
    }
    case "budget_exceeded": {
      const limit = /\$([\d.]+)/.exec(errors.join(" "))?.[1];
      const spent = r.total_cost_usd != null ? `; it spent $${round(r.total_cost_usd)}` : "";
      return limit ? `The agent reached its spending limit (--max-budget-usd ${limit})${spent} before finishing.` : `The agent reached its spending limit${spent} before finishing.`;
    }
    case "max_tokens":
      return "The model hit its output token limit (stop_reason max_tokens) before finishing its answer.";
    case "cancelled":
      return r.terminal_reason === "aborted_streaming" ? "The run was interrupted (SIGINT or an interrupt request) while the model was answering." : "The run was interrupted (SIGINT or an interrupt request) while a tool was running.";
    default: {
      if (text3) return text3;
      if (humanErrors.length > 0) return humanErrors.join("; ");
      const status = r.api_error_status != null ? ` (HTTP ${r.api_error_status})` : "";
      return `The agent reported an error (${r.subtype}${r.terminal_reason ? `, ${r.terminal_reason}` : ""})${status}.`;
    }
  }
}
function round(n) {
  return String(Math.round(n * 1e4) / 1e4);
}
var STATE_CAP = 256;
var ClaudeCodeParser = class {
  /** The main-thread API message being streamed (partial messages), and its open block. */
  streamMsgId = null;
  openIndex = null;
  lastStoppedIndex = null;
  streamTokens = null;
  /** Per API message id: how many complete assistant blocks we have seen (a block index fallback). */
  blockCount = new RecentMap(STATE_CAP);
  /** Tool ids named by a `system/permission_denied` frame, so their result counts as denied. */
  deniedIds = /* @__PURE__ */ new Set();
  /** Tool names by id, for results (the result frame does not name its tool). */
  toolNames = new RecentMap(STATE_CAP);
  /** TaskCreate/TaskUpdate calls waiting for their result. */
  pendingTasks = new RecentMap(STATE_CAP);
  /**
   * Turns of the results so far. `num_turns` counts one turn's round-trips (with stream-json input
   * every user message gets its own init/result cycle), while cost and tokens are cumulative over
   * the process: the run's turns are the sum, so all three cover the same span.
   */
  turnsSoFar = null;
  /**
   * The stream_event lines that yield no event (claude-quiet-lines.ts), with the same state change
   * as `streamEvent` makes for them.
   */
  quietLine(text3, session) {
    switch (quietLineKind(text3, session)) {
      case QUIET_INPUT_DELTA:
        return true;
      case QUIET_BLOCK_STOP:
        this.lastStoppedIndex = this.openIndex;
        this.openIndex = null;
        return true;
      case QUIET_MESSAGE_STOP:
        this.openIndex = null;
        return true;
      case QUIET_BLOCK_START:
        this.openIndex = blockStartIndex(text3);
        return true;
      case QUIET_STATUS:
        return true;
      default:
        return false;
    }
  }
  toEvents(frame, at) {
    try {
      return this.dispatch(frame, at);
    } catch {
      return [unknown2(`invalid:${typeof frame["type"] === "string" ? frame["type"] : "unknown"}`, at)];
    }
  }
  dispatch(frame, at) {
    const type = frame["type"];
    switch (type) {
      case "stream_event":
        return this.streamEvent(frame, at);
      case "assistant":
        return this.assistant(frame, at);
      case "user":
        return this.user(frame, at);
      case "result":
        return this.result(frame, at);
      case "system":
        return this.system(frame, at);
      case "rate_limit_event": {
        const p = schemas2().RateLimitFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:rate_limit_event", at)];
        const info3 = p.data.rate_limit_info;
        return [{ kind: "rate_limit", status: info3.status, resetsAt: info3.resetsAt ?? null, at }];
      }
      // Known frames that carry nothing a summary needs. `keep_alive`: "receivers must ignore it".
      case "keep_alive":
      case "tool_progress":
      case "control_request":
      case "control_response":
      case "control_cancel_request":
      case "tool_use_summary":
        return [];
      default:
        return [unknown2(typeof type === "string" ? type : "untyped", at)];
    }
  }
  // --- stream_event: hot path, no zod ----------------------------------------------------------
  /** The API message a stream_event belongs to: its own `api_message_id`, else the one streaming. */
  frameMessageId(frame) {
    const apiId = frame["api_message_id"];
    return typeof apiId === "string" ? apiId : this.streamMsgId;
  }
  // Both are read only by the cases that use them: most stream_events (input_json_delta, stops)
  // need neither, and each read of a field of a parsed frame is a megamorphic lookup.
  streamEvent(frame, at) {
    const ev = frame["event"];
    if (typeof ev !== "object" || ev === null) return [unknown2("invalid:stream_event", at)];
    const evType = ev["type"];
    switch (evType) {
      case "content_block_delta": {
        const d = ev["delta"];
        const index = ev["index"];
        if (typeof d !== "object" || d === null || typeof index !== "number") {
          return [unknown2("invalid:stream_event", at)];
        }
        const dType = d["type"];
        if (dType === "text_delta") {
          const text3 = d["text"];
          if (typeof text3 !== "string") return [unknown2("invalid:stream_event", at)];
          const messageId = this.frameMessageId(frame);
          const parentId = frameParentId(frame);
          return [{ kind: "text", mode: "delta", text: text3, messageId, index, parentId, at }];
        }
        if (dType === "input_json_delta" || dType === "thinking_delta" || dType === "signature_delta" || dType === "citations_delta") {
          return [];
        }
        return [unknown2(`stream_event/${typeof dType === "string" ? dType : "delta"}`, at)];
      }
      case "content_block_start": {
        const index = ev["index"];
        if (typeof index !== "number") return [unknown2("invalid:stream_event", at)];
        this.openIndex = index;
        const block = ev["content_block"];
        const bType = typeof block === "object" && block !== null ? block["type"] : null;
        if (bType === "thinking" || bType === "redacted_thinking")
          return [{ kind: "thinking", parentId: frameParentId(frame), at }];
        return [];
      }
      case "content_block_stop":
        this.lastStoppedIndex = this.openIndex;
        this.openIndex = null;
        return [];
      case "message_start": {
        const messageId = this.frameMessageId(frame);
        const parentId = frameParentId(frame);
        const msg = ev["message"];
        const id2 = typeof msg === "object" && msg !== null && typeof msg["id"] === "string" ? msg["id"] : messageId;
        if (typeof id2 !== "string") return [unknown2("invalid:stream_event", at)];
        this.streamMsgId = id2;
        this.openIndex = null;
        this.lastStoppedIndex = null;
        const model = typeof msg === "object" && msg !== null && typeof msg["model"] === "string" ? msg["model"] : null;
        const tokens = streamTokens(typeof msg === "object" && msg !== null ? msg["usage"] : null, null);
        this.streamTokens = tokens;
        const out = [];
        if (!this.blockCount.has(id2)) {
          this.blockCount.remember(id2, 0);
          out.push({ kind: "step", messageId: id2, model, parentId, at });
        }
        if (tokens) out.push({ kind: "usage", cumulative: false, messageId: id2, tokens, costUsd: null, at });
        return out;
      }
      case "message_delta": {
        const tokens = streamTokens(ev["usage"], this.streamTokens);
        this.streamTokens = tokens;
        if (!tokens) return [];
        return [
          {
            kind: "usage",
            cumulative: false,
            messageId: this.frameMessageId(frame),
            tokens,
            costUsd: null,
            at
          }
        ];
      }
      case "message_stop": {
        this.openIndex = null;
        const ab = frame["abandoned_blocks"];
        if (typeof ab === "object" && ab !== null) {
          const id2 = typeof ab["api_message_id"] === "string" ? ab["api_message_id"] : this.frameMessageId(frame);
          const from = typeof ab["from_block_index"] === "number" ? ab["from_block_index"] : 0;
          if (typeof id2 === "string") return [{ kind: "text_retract", messageId: id2, fromIndex: from, at }];
        }
        return [];
      }
      case "ping":
      case "error":
        return [];
      default:
        return [unknown2(`stream_event/${typeof evType === "string" ? evType : "untyped"}`, at)];
    }
  }
  // --- assistant -------------------------------------------------------------------------------
  assistant(frame, at) {
    let f;
    if (isAssistantFrame(frame)) f = frame;
    else {
      const p = schemas2().AssistantFrame.safeParse(frame);
      if (!p.success) return [unknown2("invalid:assistant", at)];
      f = p.data;
    }
    const msg = f.message;
    const parentId = f.parent_tool_use_id ?? null;
    const messageId = msg.id ?? null;
    const out = [];
    if (f.is_api_error_message === true || msg.model === "<synthetic>" && typeof f.error === "string") {
      for (const b of msg.content) {
        if (b.type === "text" && typeof b["text"] === "string")
          out.push({ kind: "notice", level: "error", code: "api_error", message: b["text"], at });
      }
      return out;
    }
    const synthetic = msg.model === "<synthetic>";
    if (messageId !== null && !synthetic && !this.blockCount.has(messageId)) {
      this.blockCount.remember(messageId, 0);
      out.push({ kind: "step", messageId, model: msg.model ?? null, parentId, at });
      const tokens = usageToTokens(msg.usage);
      if (tokens) out.push({ kind: "usage", cumulative: false, messageId, tokens, costUsd: null, at });
    }
    for (const block of msg.content) {
      const index = this.blockIndex(messageId);
      switch (block.type) {
        case "text": {
          const text3 = block["text"];
          if (typeof text3 === "string")
            out.push({ kind: "text", mode: "block", text: text3, messageId, index, parentId, at });
          break;
        }
        case "thinking": {
          const text3 = block["thinking"];
          out.push({
            kind: "thinking",
            parentId,
            text: typeof text3 === "string" && text3 !== "" ? text3 : null,
            at
          });
          break;
        }
        case "redacted_thinking":
          out.push({ kind: "thinking", parentId, at });
          break;
        case "tool_use":
        case "server_tool_use":
        case "mcp_tool_use": {
          const id2 = block["id"];
          const name = block["name"];
          if (typeof id2 !== "string" || typeof name !== "string") {
            out.push(unknown2("invalid:assistant/tool_use", at));
            break;
          }
          this.toolCall(id2, name, block["input"], parentId, at, out);
          break;
        }
        default:
          break;
      }
    }
    return out;
  }
  /**
   * The content-block index an assistant frame's block belongs to. With partial messages the frame
   * for a block is written BEFORE that block's content_block_stop, so the open streamed block is the
   * one; otherwise (or if a CLI writes it after the stop) count the message's blocks.
   */
  blockIndex(messageId) {
    if (messageId !== null && messageId === this.streamMsgId) {
      if (this.openIndex !== null) return this.openIndex;
      if (this.lastStoppedIndex !== null) {
        const i = this.lastStoppedIndex;
        this.lastStoppedIndex = null;
        return i;
      }
    }
    if (messageId === null) return 0;
    const n = this.blockCount.get(messageId) ?? 0;
    this.blockCount.set(messageId, n + 1);
    return n;
  }
  toolCall(id2, name, input, parentId, at, out) {
    this.toolNames.remember(id2, name);
    out.push({ kind: "tool_call", id: id2, name, input, parentId, at });
    if (name === "TodoWrite") {
      const t = schemas2().TodoWriteInput.safeParse(input);
      if (t.success) {
        const todos2 = t.data.todos.map((x) => ({
          id: x.id ?? null,
          content: x.content,
          status: todoStatus3(x.status)
        }));
        out.push({ kind: "todos", op: "replace", todos: todos2, at });
      }
    } else if (name === "TaskCreate") {
      const t = schemas2().TaskCreateInput.safeParse(input);
      if (t.success) this.pendingTasks.remember(id2, { kind: "create", subject: t.data.subject });
    } else if (name === "TaskUpdate") {
      const t = schemas2().TaskUpdateInput.safeParse(input);
      if (t.success) {
        const s = t.data.status;
        const status = s === "pending" || s === "in_progress" || s === "completed" || s === "deleted" ? s : null;
        this.pendingTasks.remember(id2, {
          kind: "update",
          taskId: String(t.data.taskId),
          status,
          subject: t.data.subject ?? null
        });
      }
    }
  }
  // --- user ------------------------------------------------------------------------------------
  user(frame, at) {
    let f;
    if (isUserFrame(frame)) f = frame;
    else {
      const p = schemas2().UserFrame.safeParse(frame);
      if (!p.success) return [unknown2("invalid:user", at)];
      f = p.data;
    }
    const content = f.message.content;
    if (typeof content === "string") return [];
    const parentId = f.parent_tool_use_id ?? null;
    const out = [];
    for (const b of content) {
      if (b.type !== "tool_result") continue;
      let block;
      if (isToolResultBlock(b)) block = b;
      else {
        const r = schemas2().ToolResultBlock.safeParse(b);
        if (!r.success) {
          out.push(unknown2("invalid:user/tool_result", at));
          continue;
        }
        block = r.data;
      }
      this.toolResult(block, f, parentId, at, out);
    }
    return out;
  }
  toolResult(block, frame, parentId, at, out) {
    const id2 = block.tool_use_id;
    const meta2 = frame.tool_result_meta?.find((m) => m.id === id2) ?? null;
    const output = toolResultText(block.content);
    const refusedByText = !this.deniedIds.has(id2) && meta2 === null && block.is_error === true && isPermissionRefusal(output);
    const denied = refusedByText || this.deniedIds.has(id2) || meta2?.permission_decision?.decision === "reject" || meta2?.non_execution_kind === "permission-rule";
    const status = denied ? "denied" : block.is_error === true ? "error" : "ok";
    const tur = frame.tool_use_result;
    const turObj = typeof tur === "object" && tur !== null ? tur : null;
    let exitCode = null;
    if (block.is_error === true && output !== null) {
      const m = EXIT_CODE_RE.exec(output);
      if (m?.[1]) exitCode = Number(m[1]);
    } else if (turObj && typeof turObj["stdout"] === "string" && turObj["interrupted"] === false) {
      exitCode = 0;
    }
    const durationMs = turObj && typeof turObj["totalDurationMs"] === "number" ? turObj["totalDurationMs"] : null;
    const name = this.toolNames.get(id2) ?? null;
    this.toolNames.delete(id2);
    this.deniedIds.delete(id2);
    if (refusedByText) {
      out.push({
        kind: "permission_denied",
        tool: name ?? "unknown",
        toolUseId: id2,
        input: null,
        message: output,
        at
      });
    }
    out.push({ kind: "tool_result", id: id2, name, status, output, exitCode, durationMs, parentId, at });
    const task = this.pendingTasks.get(id2);
    if (task) {
      this.pendingTasks.delete(id2);
      if (status === "ok") this.taskResult(task, turObj, output, at, out);
    }
  }
  taskResult(task, turObj, output, at, out) {
    if (task.kind === "update") {
      out.push({
        kind: "todos",
        op: "upsert",
        id: task.taskId,
        content: task.subject,
        status: task.status,
        at
      });
      return;
    }
    const t = turObj?.["task"];
    let taskId = null;
    if (typeof t === "object" && t !== null) {
      const raw = t["id"];
      if (typeof raw === "string" || typeof raw === "number") taskId = String(raw);
    }
    if (taskId === null && output !== null) taskId = /Task #(\w+)/.exec(output)?.[1] ?? null;
    if (taskId !== null) {
      out.push({ kind: "todos", op: "upsert", id: taskId, content: task.subject, status: "pending", at });
    }
  }
  // --- result ----------------------------------------------------------------------------------
  result(frame, at) {
    const p = schemas2().ResultFrame.safeParse(frame);
    if (!p.success) return [unknown2("invalid:result", at)];
    const r = p.data;
    const outcome = claudeResultOutcome(r);
    const out = [];
    const tokens = resultTokens(r);
    out.push({
      kind: "usage",
      cumulative: true,
      messageId: null,
      tokens,
      costUsd: r.total_cost_usd ?? null,
      at
    });
    out.push({
      kind: "result",
      outcome,
      subtype: r.subtype,
      isError: r.is_error,
      text: r.result ?? null,
      errorMessage: claudeResultMessage(r, outcome),
      turns: this.addTurns(r.num_turns),
      durationMs: r.duration_ms ?? null,
      sessionId: r.session_id ?? null,
      stopReason: r.stop_reason ?? null,
      terminalReason: r.terminal_reason ?? null,
      permissionDenials: r.permission_denials ? r.permission_denials.map((d) => ({
        tool: d.tool_name,
        toolUseId: d.tool_use_id ?? null,
        input: d.tool_input
      })) : null,
      // `--json-schema`: the validated object, read as it is (src/run/structured-output.ts checks it).
      ...frame["structured_output"] !== void 0 ? { structuredOutput: frame["structured_output"] } : {},
      at
    });
    return out;
  }
  addTurns(turns) {
    if (turns == null) return this.turnsSoFar;
    this.turnsSoFar = (this.turnsSoFar ?? 0) + turns;
    return this.turnsSoFar;
  }
  // --- system/* --------------------------------------------------------------------------------
  system(frame, at) {
    const subtype = frame["subtype"];
    switch (subtype) {
      case "init": {
        const p = schemas2().InitFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/init", at)];
        const f = p.data;
        return [
          {
            kind: "session",
            sessionId: f.session_id ?? null,
            model: f.model ?? null,
            cwd: f.cwd ?? null,
            cliVersion: f.claude_code_version ?? null,
            permissionMode: f.permissionMode ?? null,
            tools: f.tools ? f.tools.filter((t) => typeof t === "string") : null,
            mcpServers: f.mcp_servers ? mcpServersOf(f.mcp_servers) : null,
            at
          }
        ];
      }
      case "api_retry": {
        const p = schemas2().ApiRetryFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/api_retry", at)];
        const f = p.data;
        return [
          {
            kind: "retry",
            attempt: f.attempt ?? null,
            maxRetries: f.max_retries ?? null,
            delayMs: f.retry_delay_ms ?? null,
            httpStatus: f.error_status ?? null,
            category: f.error ?? null,
            message: null,
            at
          }
        ];
      }
      case "permission_denied": {
        const p = schemas2().PermissionDeniedFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/permission_denied", at)];
        const f = p.data;
        if (f.tool_use_id) {
          this.deniedIds.add(f.tool_use_id);
          if (this.deniedIds.size > STATE_CAP) this.deniedIds.delete(this.deniedIds.values().next().value);
        }
        return [
          {
            kind: "permission_denied",
            tool: f.tool_name,
            toolUseId: f.tool_use_id ?? null,
            input: null,
            message: f.message ?? null,
            at
          }
        ];
      }
      case "status": {
        let f;
        if (isStatusFrame(frame)) f = frame;
        else {
          const p = schemas2().StatusFrame.safeParse(frame);
          if (!p.success) return [unknown2("invalid:system/status", at)];
          f = p.data;
        }
        if (f.status === "compacting") {
          return [
            {
              kind: "notice",
              level: "info",
              code: "compacting",
              message: "Compacting the conversation.",
              at
            }
          ];
        }
        if (f.compact_result === "failed") {
          const why = f.compact_error ? ` (${f.compact_error})` : "";
          return [
            {
              kind: "notice",
              level: "warning",
              code: "compact_failed",
              message: `Compaction failed${why}.`,
              at
            }
          ];
        }
        return [];
      }
      case "compact_boundary": {
        const p = schemas2().CompactBoundaryFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/compact_boundary", at)];
        const m = p.data.compact_metadata;
        const sizes = m?.pre_tokens != null && m.post_tokens != null ? ` (${m.pre_tokens} \u2192 ${m.post_tokens} tokens)` : "";
        return [
          { kind: "notice", level: "info", code: "compacted", message: `Context compacted${sizes}.`, at }
        ];
      }
      case "hook_response": {
        const p = schemas2().HookResponseFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/hook_response", at)];
        const f = p.data;
        const failed = f.outcome != null && f.outcome !== "success" || f.exit_code != null && f.exit_code !== 0;
        if (!failed) return [];
        const code = f.exit_code != null ? ` (exit ${f.exit_code})` : "";
        return [
          {
            kind: "notice",
            level: "warning",
            code: "hook_failed",
            message: `Hook ${f.hook_name ?? "?"} failed${code}.`,
            at
          }
        ];
      }
      case "model_fallback":
      case "informational":
      case "model_refusal_fallback":
      case "model_refusal_no_fallback":
      case "notification": {
        const p = schemas2().ContentNoticeFrame.safeParse(frame);
        if (!p.success) return [unknown2(`invalid:system/${subtype}`, at)];
        const text3 = p.data.content;
        const level = subtype === "informational" || subtype === "notification" ? "info" : "warning";
        const message = text3 && text3 !== "" ? text3 : subtype === "model_refusal_no_fallback" ? "The model refused again." : subtype;
        return [{ kind: "notice", level, code: subtype, message, at }];
      }
      case "task_notification": {
        const p = schemas2().TaskNotificationFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/task_notification", at)];
        const f = p.data;
        if (f.status === "completed" || f.status == null) return [];
        return [
          {
            kind: "notice",
            level: "warning",
            code: "task_failed",
            message: `A background task ended ${f.status}${f.summary ? `: ${f.summary}` : ""}.`,
            at
          }
        ];
      }
      case "thinking_tokens":
        return [{ kind: "thinking", parentId: null, at }];
      // Known and not needed by the summary.
      case "hook_started":
      case "hook_progress":
      case "task_started":
      case "task_progress":
      case "task_updated":
      case "background_tasks_changed":
      case "session_state_changed":
      case "control_request_progress":
      case "commands_changed":
      case "files_persisted":
        return [];
      default:
        return [unknown2(`system/${typeof subtype === "string" ? subtype : "untyped"}`, at)];
    }
  }
};
function resultTokens(r) {
  const mu = r.modelUsage;
  if (mu) {
    const entries = Object.values(mu);
    if (entries.length > 0) {
      const t = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
      for (const e of entries) {
        t.input += e.inputTokens ?? 0;
        t.output += e.outputTokens ?? 0;
        t.cacheRead += e.cacheReadInputTokens ?? 0;
        t.cacheWrite += e.cacheCreationInputTokens ?? 0;
      }
      return t;
    }
  }
  return usageToTokens(r.usage);
}
var CLAUDE_ONLY_TYPES = /* @__PURE__ */ new Set([
  "stream_event",
  "rate_limit_event",
  "tool_progress",
  "tool_use_summary",
  "auth_status",
  "prompt_suggestion"
]);
var CLAUDE_SYSTEM_SUBTYPES = /* @__PURE__ */ new Set([
  "hook_started",
  "hook_response",
  "status",
  "compact_boundary",
  "thinking_tokens",
  "task_started",
  "task_progress",
  "task_updated",
  "task_notification",
  "permission_denied",
  "session_state_changed",
  "background_tasks_changed",
  "model_fallback"
]);
function mcpServersOf(entries) {
  const out = [];
  for (const e of entries) {
    if (typeof e !== "object" || e === null) continue;
    const name = ownValue(e, "name");
    const status = ownValue(e, "status");
    const error3 = ownValue(e, "error");
    if (typeof name !== "string" || typeof status !== "string") continue;
    out.push({ name, status, error: typeof error3 === "string" && error3 !== "" ? error3 : null });
  }
  return out;
}
function score3(frame) {
  try {
    const type = frame["type"];
    if (typeof type !== "string") return 0;
    if ("jsonrpc" in frame) return 0;
    if (type === "system") {
      const st = frame["subtype"];
      if (st === "init") {
        if (typeof frame["claude_code_version"] === "string") return 10;
        if ("uuid" in frame && "apiKeySource" in frame && "slash_commands" in frame) return 8;
        return 0;
      }
      if (st === "api_retry" && "error" in frame && "retry_delay_ms" in frame) return 5;
      if (typeof st === "string" && CLAUDE_SYSTEM_SUBTYPES.has(st) && "uuid" in frame) return 5;
    }
    if (CLAUDE_ONLY_TYPES.has(type)) return 5;
    if (type === "result" && "num_turns" in frame && "total_cost_usd" in frame && "modelUsage" in frame)
      return 6;
    if (typeof frame["uuid"] === "string" && typeof frame["session_id"] === "string") return 3;
    return 0;
  } catch {
    return 0;
  }
}
var PERMISSION_REFUSAL = /^(?:<tool_use_error>)?(?:Error: )?(?:This command requires approval|This (?:Bash )?command contains multiple operations\. The following parts? requires? approval|Command contains (?:subexpressions|malformed syntax|expandable strings)|Command name is a dynamic expression|Contains [a-z_]{1,40}\s*$|Contains shell syntax\b|[^\n]{1,200}? requires manual approval|\S{1,40} in '[^'\n]{1,400}' (?:was blocked\. For security|needs approval)|PreToolUse:\S{1,100} hook (?:error|blocking error)|A (?:nested command|variable)(?: in braces)? in this command can't be checked|Claude requested permissions to .{1,400}? but you haven't granted it yet|Permission to use \S+ has been denied)/;
function isPermissionRefusal(output) {
  return output !== null && PERMISSION_REFUSAL.test(output.trimStart());
}
var claudeCode = {
  sessionOf: sessionField("session_id"),
  name: "claude-code",
  reportsRetries: true,
  // system/api_retry frames
  createParser: () => new ClaudeCodeParser(),
  score: score3
};

// src/stream/dialects/codex.ts
var exitCodes2 = {
  1: {
    outcome: "error",
    meaning: "codex failed (startup, auth or resume failure, or an interrupt: SIGINT also exits 1)"
  },
  2: { outcome: "error", meaning: "usage error (bad command-line arguments)" }
};
var BUDGET_EXHAUSTED = /rollout token budget exhausted/i;
var OUTPUT_LIMIT2 = /Incomplete response returned, reason: max_output_tokens/i;
var RECONNECTING = /^\s*Reconnecting\b/i;
var NETWORK_FAILURE = /stream disconnected|error sending request|connection (?:refused|reset|closed)|dns error|failed to lookup|timed? ?out|waiting for network/i;
var SANDBOX_UNAVAILABLE = /^bwrap: .*(?:namespace|RTM_NEWADDR|Operation not permitted|No permissions).*$/m;
var BLOCKED_ON_STDERR = [
  {
    pattern: /\bcodex_core::tools::router: error=(patch rejected: [\s\S]*)/,
    tool: "apply_patch",
    what: (m) => `a patch: ${/^patch rejected: ([^;]*)/.exec(m)?.[1] ?? m}`
  },
  {
    pattern: /\bcodex_core::tools::router: error=(approval policy is \w+; reject command[\s\S]*)/,
    tool: "shell",
    what: () => "a command that asked to run outside the sandbox"
  },
  {
    // Only this reason: it is the one seen with NO item (a command that wrote in the read-only
    // sandbox, or outside the writable roots). Others come with a failed item of their own
    // (`failed_to_write_file`: a patch the sandbox could not apply) and must not count twice.
    pattern: /\bcodex_sandboxing::violation: recorded (sandbox violation: [\s\S]*)/,
    also: /\breason=read_only_file_system\b/,
    tool: "shell",
    what: (m) => {
      const reason = /\breason=(\S+)/.exec(m)?.[1]?.replace(/_/g, " ");
      return `a command: blocked by the sandbox${reason ? ` (${reason})` : ""}`;
    }
  }
];
var TOOL_ITEM_TYPES = /* @__PURE__ */ new Set([
  "command_execution",
  "file_change",
  "mcp_tool_call",
  "web_search",
  "collab_tool_call"
]);
function buildSchemas3() {
  const ThreadStarted = jitLooseObject({ thread_id: nullish2(string2()) });
  const ItemFrame = jitLooseObject({
    item: jitLooseObject({
      id: string2(),
      // Codex's first shape of items (openai/codex pull request 4525) used `item_type` and
      // `assistant_message`; accept both spellings.
      type: optional(string2()),
      item_type: optional(string2()),
      status: nullish2(union([_enum(["in_progress", "completed", "failed", "declined"]), string2()]))
    })
  });
  const TurnCompleted = jitLooseObject({
    usage: nullish2(
      jitLooseObject({
        input_tokens: nullish2(number2()),
        cached_input_tokens: nullish2(number2()),
        cache_write_input_tokens: nullish2(number2()),
        output_tokens: nullish2(number2())
      })
    )
  });
  const TurnFailed = jitLooseObject({
    error: nullish2(jitLooseObject({ message: nullish2(string2()) }))
  });
  const ErrorFrame = jitLooseObject({ message: string2() });
  return { ThreadStarted, ItemFrame, TurnCompleted, TurnFailed, ErrorFrame };
}
var schemas3 = once(buildSchemas3);
function str2(value) {
  return typeof value === "string" ? value : null;
}
function toolName(type, item) {
  switch (type) {
    case "command_execution":
      return "shell";
    case "file_change":
      return "apply_patch";
    case "mcp_tool_call": {
      const server = str2(item.server);
      const tool = str2(item.tool) ?? "tool";
      return server === null ? tool : `${server}/${tool}`;
    }
    case "collab_tool_call":
      return str2(item.tool) ?? "collab";
    default:
      return type;
  }
}
function toolInput(type, item) {
  switch (type) {
    case "command_execution":
      return { command: item.command ?? null };
    case "file_change": {
      const changes = Array.isArray(item.changes) ? item.changes : [];
      const first = str2((changes[0] ?? {}).path);
      return first === null ? { changes } : { changes, path: first };
    }
    case "mcp_tool_call":
      return item.arguments ?? null;
    case "web_search":
      return { query: item.query ?? null, action: item.action ?? null };
    case "collab_tool_call":
      return { prompt: item.prompt ?? null, receivers: item.receiver_thread_ids ?? null };
    default:
      return null;
  }
}
function toolOutput(type, item) {
  const error3 = item.error;
  const errorMessage = error3 !== null && typeof error3 === "object" ? str2(error3.message) : null;
  switch (type) {
    case "command_execution":
      return str2(item.aggregated_output) ?? errorMessage;
    case "file_change": {
      if (!Array.isArray(item.changes)) return errorMessage;
      const lines = item.changes.map((c) => {
        const change = c ?? {};
        return `${str2(change.kind) ?? "change"} ${str2(change.path) ?? "?"}`;
      });
      return lines.join("\n");
    }
    case "mcp_tool_call": {
      const result = item.result;
      if (errorMessage !== null) return errorMessage;
      return result !== null && typeof result === "object" ? outputText(result.content) : null;
    }
    default:
      return errorMessage ?? outputText(item.results ?? item.agents_states ?? null);
  }
}
function toolStatus(type, item) {
  switch (item.status) {
    case "failed":
      return "error";
    case "declined":
      return "denied";
    case "completed": {
      const exitCode = finiteOrNull(item.exit_code);
      if (exitCode !== null && exitCode !== 0) return "error";
      return item.error !== null && item.error !== void 0 ? "error" : "ok";
    }
    case void 0:
    case null:
      return type === "web_search" ? "ok" : null;
    default:
      return null;
  }
}
function sameCause(a, b) {
  const bare = (m) => m.replace(/(?:,|(?<![\s,]))\s*request id: \S+/g, "").trim();
  return bare(a) === bare(b);
}
function parseReconnect(message) {
  const counts = /(?<!\d)(\d+)\s*\/\s*(\d+)/.exec(message);
  const status = /\bstatus:? ([45]\d\d)\b/.exec(message);
  const cause = /^\s*Reconnecting\b[^(]*\((.*)\)\s*$/s.exec(message)?.[1] ?? message;
  return {
    attempt: counts ? Number(counts[1]) : null,
    max: counts ? Number(counts[2]) : null,
    status: status ? Number(status[1]) : null,
    cause,
    category: status ? "http_error" : NETWORK_FAILURE.test(cause) ? "network" : "error"
  };
}
var CodexParser = class {
  threadId = null;
  turns = 0;
  lastAgentMessage = null;
  startedTools = /* @__PURE__ */ new Set();
  /** A top-level non-reconnect `error`, until we learn whether the run survived it. */
  pendingError = null;
  /** The cause of the last "Reconnecting…" retry: a turn.failed with it is an API failure. */
  lastRetryCause = null;
  /** Denied tool calls made from stderr lines (they have no item id of their own). */
  blocked = 0;
  /** The sandbox-could-not-start notice is said once, not for every command it fails. */
  saidSandboxUnavailable = false;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const type = frame.type;
    if (typeof type === "string" && type.startsWith("item.")) {
      return [...this.survivedError(at), ...this.item(type, frame, at)];
    }
    switch (type) {
      case "thread.started": {
        const started = parseFrame(schemas3().ThreadStarted, frame);
        if (started === null) return [invalidEvent(frame, at)];
        this.threadId = started.thread_id ?? null;
        return [
          {
            kind: "session",
            sessionId: this.threadId,
            model: null,
            cwd: null,
            cliVersion: null,
            permissionMode: null,
            tools: null,
            at
          }
        ];
      }
      case "turn.started":
        this.turns += 1;
        return this.survivedError(at);
      case "turn.completed":
        return [...this.survivedError(at), ...this.turnCompleted(frame, at)];
      case "turn.failed":
        return this.turnFailed(frame, at);
      case "error":
        return this.topLevelError(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  /**
   * The run went on after a top-level error: it was a warning the run survived, and it was
   * retried (dialects.md §9.3.5). Said now, when that is known.
   */
  survivedError(at) {
    if (this.pendingError === null) return [];
    const { message } = this.pendingError;
    this.pendingError = null;
    const parsed = parseReconnect(message);
    return [
      { kind: "notice", level: "warning", code: "codex_error", message, at },
      {
        kind: "retry",
        attempt: parsed.attempt,
        maxRetries: parsed.max,
        delayMs: null,
        httpStatus: parsed.status,
        category: parsed.category,
        message,
        at
      }
    ];
  }
  topLevelError(frame, at) {
    const err = parseFrame(schemas3().ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    if (RECONNECTING.test(err.message)) {
      const parsed = parseReconnect(err.message);
      this.lastRetryCause = parsed.cause;
      return [
        ...this.survivedError(at),
        {
          kind: "retry",
          attempt: parsed.attempt,
          maxRetries: parsed.max,
          delayMs: null,
          httpStatus: parsed.status,
          category: parsed.category,
          message: err.message,
          at
        }
      ];
    }
    const out = this.survivedError(at);
    this.pendingError = { message: err.message, at };
    return out;
  }
  /** The stream ended with an error still held: the run did not get to say more, keep it. */
  end(_at) {
    if (this.pendingError === null) return [];
    const { message, at } = this.pendingError;
    this.pendingError = null;
    return [
      { kind: "notice", level: "warning", code: "codex_error", message: providerErrorWords(message), at }
    ];
  }
  /** A stderr line that says a tool was blocked (BLOCKED_ON_STDERR) → a denied tool call. */
  stderrLine(line, at) {
    for (const { pattern, also, tool, what } of BLOCKED_ON_STDERR) {
      const match = pattern.exec(line);
      if (!match || also && !also.test(match[1])) continue;
      const message = match[1].trim();
      const id2 = `codex-blocked-${++this.blocked}`;
      const input = what(message);
      return [
        { kind: "tool_call", id: id2, name: tool, input, parentId: null, at },
        // The denial before the result, so the views report it once (annotations key on it).
        { kind: "permission_denied", tool, toolUseId: id2, input, message, at },
        {
          kind: "tool_result",
          id: id2,
          name: tool,
          status: "denied",
          output: message,
          exitCode: null,
          durationMs: 0,
          parentId: null,
          at
        }
      ];
    }
    return [];
  }
  item(frameType, frame, at) {
    if (frameType !== "item.started" && frameType !== "item.updated" && frameType !== "item.completed") {
      return [unknownEvent(frameType, at)];
    }
    const parsed = parseFrame(schemas3().ItemFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const item = parsed.item;
    const rawType = parsed.item.type ?? parsed.item.item_type ?? "";
    const type = rawType === "assistant_message" ? "agent_message" : rawType;
    const completed = frameType === "item.completed";
    if (TOOL_ITEM_TYPES.has(type)) return this.toolItem(type, item, completed, at);
    switch (type) {
      case "agent_message": {
        if (!completed) return [];
        const text3 = str2(item.text) ?? textOfContent(item.content) ?? "";
        this.lastAgentMessage = text3;
        return [
          { kind: "step", messageId: item.id, model: null, parentId: null, at },
          { kind: "text", mode: "block", text: text3, messageId: item.id, index: 0, parentId: null, at }
        ];
      }
      case "reasoning":
        return completed ? [{ kind: "thinking", parentId: null, at }] : [];
      case "todo_list": {
        if (!Array.isArray(item.items)) return [invalidEvent(frame, at)];
        const todos2 = item.items.flatMap((raw) => {
          const entry = raw ?? {};
          const content = str2(entry.text);
          if (content === null) return [];
          return [{ id: null, content, status: entry.completed === true ? "completed" : "pending" }];
        });
        return [{ kind: "todos", op: "replace", todos: todos2, at }];
      }
      case "error":
        return completed ? [
          {
            kind: "notice",
            level: "warning",
            code: "codex_warning",
            message: str2(item.message) ?? "warning",
            at
          }
        ] : [];
      default:
        return [unknownEvent(`${frameType}/${type || "(no type)"}`, at)];
    }
  }
  toolItem(type, item, completed, at) {
    const key = `${type}:${item.id}`;
    const name = toolName(type, item);
    const out = [];
    if (!this.startedTools.has(key)) {
      this.startedTools.add(key);
      out.push({ kind: "tool_call", id: item.id, name, input: toolInput(type, item), parentId: null, at });
    }
    if (!completed) return out;
    const status = toolStatus(type, item);
    if (status === null) return out;
    const output = toolOutput(type, item);
    out.push({
      kind: "tool_result",
      id: item.id,
      name,
      status,
      output,
      exitCode: finiteOrNull(item.exit_code),
      durationMs: null,
      parentId: null,
      at
    });
    if (status === "denied") {
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: item.id,
        input: toolInput(type, item),
        message: output,
        at
      });
    }
    const bwrap = status === "error" && output !== null ? SANDBOX_UNAVAILABLE.exec(output.slice(0, 2048)) : null;
    if (bwrap && !this.saidSandboxUnavailable) {
      this.saidSandboxUnavailable = true;
      out.push({
        kind: "notice",
        level: "warning",
        code: "codex_sandbox_unavailable",
        message: `Codex's sandbox could not start, so every sandboxed command fails (${bwrap[0].trim()}). It needs unprivileged user namespaces (Ubuntu 24.04 restricts them: \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\`), or run codex without its sandbox ('permission-mode: bypassPermissions') where the machine itself is the sandbox.`,
        at
      });
    }
    return out;
  }
  turnCompleted(frame, at) {
    const turn = parseFrame(schemas3().TurnCompleted, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const out = [];
    const usage = turn.usage;
    if (usage !== null && usage !== void 0) {
      const cached2 = finiteOrNull(usage.cached_input_tokens) ?? 0;
      out.push({
        kind: "usage",
        // Recent processors report the thread's running total: never add turns up.
        cumulative: true,
        messageId: null,
        tokens: {
          input: Math.max(0, (finiteOrNull(usage.input_tokens) ?? 0) - cached2),
          output: finiteOrNull(usage.output_tokens) ?? 0,
          cacheRead: cached2,
          cacheWrite: finiteOrNull(usage.cache_write_input_tokens) ?? 0
        },
        costUsd: null,
        at
      });
    }
    out.push({
      kind: "result",
      outcome: "success",
      subtype: "turn.completed",
      isError: false,
      text: this.lastAgentMessage,
      errorMessage: null,
      turns: this.turns > 0 ? this.turns : null,
      durationMs: null,
      sessionId: this.threadId,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    });
    return out;
  }
  turnFailed(frame, at) {
    const turn = parseFrame(schemas3().TurnFailed, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const pending = this.pendingError;
    this.pendingError = null;
    const raw = turn.error?.message ?? pending?.message ?? "codex reported a failed turn";
    const message = providerErrorWords(raw);
    const out = pending !== null && pending.message !== raw ? [
      {
        kind: "notice",
        level: "warning",
        code: "codex_error",
        message: providerErrorWords(pending.message),
        at: pending.at
      }
    ] : [];
    out.push({
      kind: "result",
      outcome: BUDGET_EXHAUSTED.test(message) ? "budget_exceeded" : OUTPUT_LIMIT2.test(message) ? "max_tokens" : "error",
      subtype: "turn.failed",
      isError: true,
      text: this.lastAgentMessage,
      errorMessage: message,
      turns: this.turns > 0 ? this.turns : null,
      durationMs: null,
      sessionId: this.threadId,
      stopReason: OUTPUT_LIMIT2.test(message) ? "max_output_tokens" : null,
      // Retried with the same cause until Codex gave up: the API failed, not the agent.
      terminalReason: this.lastRetryCause !== null && sameCause(raw, this.lastRetryCause) ? "api_error" : null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function score4(frame) {
  if ("jsonrpc" in frame) return 0;
  const type = frame.type;
  if (typeof type !== "string") return 0;
  if (type.startsWith("thread.") || type.startsWith("turn.") || type.startsWith("item.")) return 10;
  if (type === "error" && typeof frame.message === "string" && Object.keys(frame).length === 2) return 2;
  return 0;
}
var codex2 = {
  sessionOf: sessionField("thread_id"),
  name: "codex",
  reportsRetries: true,
  // "Reconnecting… n/5" error items
  exitCodes: exitCodes2,
  createParser: () => new CodexParser(),
  score: score4
};

// src/stream/dialects/cursor.ts
var exitCodes3 = {};
function buildSchemas4() {
  const InitFrame = jitLooseObject({
    session_id: nullish2(string2()),
    model: nullish2(string2()),
    cwd: nullish2(string2()),
    permissionMode: nullish2(string2())
  });
  const MessageFrame = jitLooseObject({
    message: jitLooseObject({ content: optional(unknown()) }),
    timestamp_ms: optional(unknown()),
    model_call_id: optional(unknown())
  });
  const ToolCallFrame = jitLooseObject({
    subtype: union([_enum(["started", "completed"]), string2()]),
    call_id: string2(),
    tool_call: record(string2(), unknown())
  });
  const ResultFrame = jitLooseObject({
    subtype: nullish2(union([_enum(["success", "error"]), string2()])),
    is_error: nullish2(boolean2()),
    result: nullish2(string2()),
    error: optional(unknown()),
    duration_ms: nullish2(number2()),
    session_id: nullish2(string2()),
    usage: nullish2(
      jitLooseObject({
        inputTokens: nullish2(number2()),
        outputTokens: nullish2(number2()),
        cacheReadTokens: nullish2(number2()),
        cacheWriteTokens: nullish2(number2())
      })
    )
  });
  return { InitFrame, MessageFrame, ToolCallFrame, ResultFrame };
}
var schemas4 = once(buildSchemas4);
function toolKey(toolCall) {
  for (const [key, value] of Object.entries(toolCall)) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) continue;
    const body = value;
    if (key === "function") {
      return { name: typeof body.name === "string" ? body.name : "function", body, isFunction: true };
    }
    if (key.endsWith("ToolCall") && key.length > "ToolCall".length) {
      return { name: key.slice(0, -"ToolCall".length), body, isFunction: false };
    }
  }
  return null;
}
function toolInput2(key) {
  if (!key.isFunction) return key.body.args ?? null;
  const args = key.body.arguments;
  if (typeof args !== "string") return args ?? null;
  try {
    return JSON.parse(args);
  } catch {
    return args;
  }
}
function toolOutcome(result) {
  if (result === null || typeof result !== "object") return null;
  const r = result;
  if (r.success !== void 0 && r.success !== null) {
    const s = typeof r.success === "object" ? r.success : {};
    const exitCode = numberish(s.exitCode);
    const output = typeof s.stdout === "string" || typeof s.stderr === "string" ? [s.stdout, s.stderr].filter((v) => typeof v === "string" && v !== "").join("\n") : typeof s.content === "string" ? s.content : outputText(r.success);
    const status = exitCode !== null && exitCode !== 0 ? "error" : "ok";
    return { status, output, exitCode, deniedReason: null };
  }
  if (r.rejected !== void 0 && r.rejected !== null) {
    const rej = typeof r.rejected === "object" ? r.rejected : {};
    const reason = typeof rej.reason === "string" ? rej.reason : null;
    return { status: "denied", output: reason, exitCode: null, deniedReason: reason ?? "rejected" };
  }
  const failureKey = Object.keys(r).find((k) => r[k] !== null && typeof r[k] === "object");
  if (failureKey === void 0) return null;
  const f = r[failureKey];
  const message = [f.errorMessage, f.error, f.message, f.stderr].find((v) => typeof v === "string");
  return {
    status: "error",
    output: typeof message === "string" ? message : outputText(f),
    exitCode: numberish(f.exitCode),
    deniedReason: null
  };
}
var CursorParser = class {
  partialOutput = false;
  segment = 0;
  segmentOpen = false;
  /** Index of the next whole-segment block within the current segment. */
  blockIndex = 0;
  /** Text of the current segment (since the last tool call), for the final answer. */
  segmentText = "";
  thinkingOpen = false;
  started = /* @__PURE__ */ new Set();
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    switch (frame.type) {
      case "system":
        if (frame.subtype === "init") return this.init(frame, at);
        return [unknownEvent(frameKind(frame), at)];
      case "user":
        return [];
      case "assistant":
        return this.assistant(frame, at);
      case "thinking":
        return this.thinking(frame, at);
      case "tool_call":
        return this.toolCall(frame, at);
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  init(frame, at) {
    const init = parseFrame(schemas4().InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    return [
      {
        kind: "session",
        sessionId: init.session_id ?? null,
        model: init.model ?? null,
        cwd: init.cwd ?? null,
        cliVersion: null,
        permissionMode: init.permissionMode ?? null,
        tools: null,
        at
      }
    ];
  }
  /** Opens a new text segment (a step) at the first text after the start or after a tool call. */
  openSegment(at, out) {
    if (this.segmentOpen) return;
    this.segment += 1;
    this.segmentOpen = true;
    this.blockIndex = 0;
    this.segmentText = "";
    out.push({ kind: "step", messageId: this.messageId(), model: null, parentId: null, at });
  }
  messageId() {
    return `cursor-seg-${this.segment}`;
  }
  assistant(frame, at) {
    const msg = parseFrame(schemas4().MessageFrame, frame);
    if (msg === null) return [invalidEvent(frame, at)];
    const text3 = textOfContent(msg.message.content);
    if (text3 === null) return [];
    const isDelta = msg.timestamp_ms !== void 0 && msg.model_call_id === void 0;
    if (isDelta) this.partialOutput = true;
    else if (this.partialOutput) return [];
    const out = [];
    this.openSegment(at, out);
    this.thinkingOpen = false;
    if (isDelta) {
      this.segmentText += text3;
      out.push({
        kind: "text",
        mode: "delta",
        text: text3,
        messageId: this.messageId(),
        index: 0,
        parentId: null,
        at
      });
    } else {
      this.segmentText += text3;
      out.push({
        kind: "text",
        mode: "block",
        text: text3,
        messageId: this.messageId(),
        index: this.blockIndex,
        parentId: null,
        at
      });
      this.blockIndex += 1;
    }
    return out;
  }
  thinking(frame, at) {
    if (frame.subtype === "completed") {
      const wasOpen = this.thinkingOpen;
      this.thinkingOpen = false;
      return wasOpen ? [] : [{ kind: "thinking", parentId: null, at }];
    }
    if (frame.subtype !== "delta") return [unknownEvent(frameKind(frame), at)];
    if (this.thinkingOpen) return [];
    this.thinkingOpen = true;
    return [{ kind: "thinking", parentId: null, at }];
  }
  /** A tool call ends the current text segment: later text is a new segment. */
  closeSegment() {
    this.segmentOpen = false;
    this.segmentText = "";
  }
  toolCall(frame, at) {
    const call = parseFrame(schemas4().ToolCallFrame, frame);
    if (call === null) return [invalidEvent(frame, at)];
    const key = toolKey(call.tool_call);
    const name = key?.name ?? "unknown";
    const input = key === null ? null : toolInput2(key);
    this.thinkingOpen = false;
    this.closeSegment();
    if (call.subtype !== "started" && call.subtype !== "completed")
      return [unknownEvent(frameKind(frame), at)];
    const out = [];
    if (!this.started.has(call.call_id)) {
      this.started.add(call.call_id);
      out.push({ kind: "tool_call", id: call.call_id, name, input, parentId: null, at });
      if (/todo/i.test(name)) {
        const todos2 = todosFromInput(input);
        if (todos2 !== null) out.push({ kind: "todos", op: "replace", todos: todos2, at });
      }
    }
    if (call.subtype === "started") return out;
    const outcome = toolOutcome(key?.body.result ?? call.tool_call.result);
    if (outcome === null) return out;
    const startedAt = numberish(call.tool_call.startedAtMs);
    const completedAt = numberish(call.tool_call.completedAtMs);
    out.push({
      kind: "tool_result",
      id: call.call_id,
      name,
      status: outcome.status,
      output: outcome.output,
      exitCode: outcome.exitCode,
      durationMs: startedAt !== null && completedAt !== null ? completedAt - startedAt : null,
      parentId: null,
      at
    });
    if (outcome.deniedReason !== null) {
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: call.call_id,
        input,
        message: outcome.deniedReason,
        at
      });
    }
    return out;
  }
  result(frame, at) {
    const res = parseFrame(schemas4().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out = [];
    const tokens = tokenCounts({
      input: res.usage?.inputTokens,
      output: res.usage?.outputTokens,
      cacheRead: res.usage?.cacheReadTokens,
      cacheWrite: res.usage?.cacheWriteTokens
    });
    if (tokens !== null)
      out.push({ kind: "usage", cumulative: true, messageId: null, tokens, costUsd: null, at });
    const success = res.subtype === "success" && res.is_error !== true;
    const errorText = typeof res.error === "string" ? res.error : res.error !== void 0 ? outputText(res.error) : null;
    out.push({
      kind: "result",
      outcome: success ? "success" : "error",
      subtype: res.subtype ?? null,
      isError: !success,
      text: this.segmentText !== "" ? this.segmentText : res.result ?? null,
      errorMessage: success ? null : errorText ?? res.result ?? "Cursor reported an error result",
      turns: null,
      durationMs: res.duration_ms ?? null,
      sessionId: res.session_id ?? null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function score5(frame) {
  if ("uuid" in frame || "jsonrpc" in frame) return 0;
  if (frame.type === "tool_call") return 10;
  if (frame.type === "thinking" && typeof frame.subtype === "string") return 10;
  if ("timestamp_ms" in frame || "model_call_id" in frame) return 10;
  if (frame.type === "system" && frame.subtype === "init") {
    const cursorLike = ["login", "env", "flag"].includes(frame.apiKeySource) && "permissionMode" in frame && !("tools" in frame) && !("claude_code_version" in frame);
    return cursorLike ? 8 : 0;
  }
  if (frame.type === "result") {
    const usage = frame.usage;
    if (usage !== null && typeof usage === "object" && "inputTokens" in usage) return 8;
    return 0;
  }
  if ((frame.type === "assistant" || frame.type === "user") && "message" in frame) {
    return "parent_tool_use_id" in frame ? 0 : 2;
  }
  return 0;
}
var cursor2 = {
  sessionOf: sessionField("session_id"),
  name: "cursor",
  reportsRetries: false,
  // no retry events; retries go to stderr if anywhere
  exitCodes: exitCodes3,
  createParser: () => new CursorParser(),
  score: score5
};

// src/stream/dialects/gemini.ts
var exitCodes4 = {
  1: { outcome: "error", meaning: "general or API error (see stderr)" },
  41: {
    outcome: "error",
    meaning: "authentication failed before the run (no JSON at all): set GEMINI_API_KEY in the step's env"
  },
  42: {
    outcome: "error",
    meaning: 'input error (bad prompt or flags, --resume of an unknown session; "No input provided via stdin": a prompt over 128 KiB goes on stdin, which the CLI reads only if it arrives within 500 ms of asking, so a stalled runner loses it)'
  },
  44: { outcome: "error", meaning: "sandbox error" },
  52: { outcome: "error", meaning: "configuration error (settings.json, trustedFolders.json or flags)" },
  53: {
    outcome: "max_turns",
    meaning: "session turn limit reached (model.maxSessionTurns in settings.json)"
  },
  54: { outcome: "error", meaning: "fatal tool execution error (e.g. no space left on device)" },
  55: {
    outcome: "error",
    meaning: "the workspace is not trusted: under CI the CLI needs GEMINI_CLI_TRUST_WORKSPACE=true or --skip-trust (Narrator's gemini recipe sets it; add it to a 'command' of your own)"
  },
  130: { outcome: "cancelled", meaning: "cancelled" },
  144: {
    outcome: "error",
    meaning: "API error HTTP 400, e.g. an invalid API key (exit code = status & 0xFF)"
  },
  145: { outcome: "error", meaning: "API error HTTP 401: check GEMINI_API_KEY (exit code = status & 0xFF)" },
  147: { outcome: "error", meaning: "API error HTTP 403: check GEMINI_API_KEY (exit code = status & 0xFF)" },
  148: { outcome: "error", meaning: "API error HTTP 404, e.g. an unknown model (exit code = status & 0xFF)" },
  173: { outcome: "error", meaning: "API error HTTP 429, quota or rate limit (exit code = status & 0xFF)" },
  244: { outcome: "error", meaning: "API error HTTP 500 (exit code = status & 0xFF)" },
  247: { outcome: "error", meaning: "API error HTTP 503 (exit code = status & 0xFF)" }
};
var MAX_TOKENS_SENTENCE = /exceeded the token limit|\bMAX_TOKENS\b/;
var MAX_TURNS_SENTENCE = /maximum session turns/i;
var WITHHELD_TOOLS = {
  write_file: "acceptEdits (or bypassPermissions)",
  replace: "acceptEdits (or bypassPermissions)",
  web_fetch: "acceptEdits (or bypassPermissions)",
  run_shell_command: "bypassPermissions",
  list_background_processes: "bypassPermissions",
  read_background_output: "bypassPermissions",
  activate_skill: "bypassPermissions"
};
var SILENT_SHELL_EXIT = /^Command exited with code: (-?\d+)$/;
var SHELL_SIGNAL = /^Command terminated by signal: \S+$/;
var KEY_REFUSED = /API_KEY_INVALID|API key not valid|UNAUTHENTICATED|"code":\s*401\b/;
var KEY_HINT = "Gemini CLI's API key was refused: set GEMINI_API_KEY in the step's env from a repository secret";
var RETRY_LINE = /^Attempt (\d+) failed(?: with status (\d{3})| with (429) error \(no Retry-After header\)| with (5xx) error)?(?:\. Retrying with backoff|: .*\. Retrying after (\d+)ms)/;
var ANSI = /\x1b\[[0-9;]*m/g;
function buildSchemas5() {
  const InitFrame = jitLooseObject({ session_id: nullish2(string2()), model: nullish2(string2()) });
  const ToolUseFrame = jitLooseObject({
    tool_name: string2(),
    tool_id: string2(),
    parameters: optional(unknown())
  });
  const ErrorObject = jitLooseObject({ type: nullish2(string2()), message: nullish2(string2()) });
  const ToolResultFrame = jitLooseObject({
    tool_id: string2(),
    status: union([_enum(["success", "error"]), string2()]),
    output: optional(unknown()),
    error: nullish2(ErrorObject)
  });
  const ErrorFrame = jitLooseObject({
    severity: nullish2(union([_enum(["warning", "error"]), string2()])),
    message: nullish2(string2())
  });
  const ModelStats = jitLooseObject({
    total_tokens: nullish2(number2()),
    input_tokens: nullish2(number2()),
    output_tokens: nullish2(number2()),
    cached: nullish2(number2()),
    input: nullish2(number2())
  });
  const ResultFrame = jitLooseObject({
    status: union([_enum(["success", "error"]), string2()]),
    error: nullish2(ErrorObject),
    stats: nullish2(
      jitLooseObject({
        total_tokens: nullish2(number2()),
        input_tokens: nullish2(number2()),
        output_tokens: nullish2(number2()),
        cached: nullish2(number2()),
        input: nullish2(number2()),
        duration_ms: nullish2(number2()),
        models: _catch(nullish2(record(string2(), _catch(nullish2(ModelStats), null))), null)
      })
    )
  });
  return { InitFrame, ToolUseFrame, ToolResultFrame, ErrorFrame, ResultFrame };
}
var schemas5 = once(buildSchemas5);
function failureOutcome(errorType, lastErrorSentence) {
  if (errorType === "FatalTurnLimitedError") return "max_turns";
  if (errorType === "FatalCancellationError") return "cancelled";
  if (errorType === null || errorType === void 0) {
    if (lastErrorSentence !== null && MAX_TOKENS_SENTENCE.test(lastErrorSentence)) return "max_tokens";
    if (lastErrorSentence !== null && MAX_TURNS_SENTENCE.test(lastErrorSentence)) return "max_turns";
  }
  return "error";
}
function tokensFromStats(stats) {
  const inputTokens = finiteOrNull(stats.input_tokens);
  const outputTokens = finiteOrNull(stats.output_tokens);
  if (inputTokens === null || outputTokens === null) return null;
  const cached2 = finiteOrNull(stats.cached) ?? 0;
  const total = finiteOrNull(stats.total_tokens);
  const thinking = total === null ? 0 : Math.max(0, total - inputTokens - outputTokens);
  return {
    // `input` is the non-cached prompt; without it, input_tokens (cached included) minus cached.
    input: finiteOrNull(stats.input) ?? Math.max(0, inputTokens - cached2),
    output: outputTokens + thinking,
    cacheRead: cached2,
    cacheWrite: 0
  };
}
function tokensByModel(stats) {
  const models = stats.models;
  if (models === null || models === void 0) return null;
  const out = [];
  for (const name of Object.keys(models)) {
    const m = models[name];
    if (name.trim() === "" || !m) return null;
    const tokens = tokensFromStats(m);
    if (tokens === null) return null;
    out.push({ model: name, tokens });
  }
  return out.length > 1 ? out : null;
}
function modelsFromStats(stats) {
  const models = stats.models;
  if (models === null || models === void 0) return null;
  const names = Object.keys(models).filter((name) => name.trim() !== "").map((name, i) => ({ name, tokens: finiteOrNull(models[name]?.total_tokens) ?? 0, i })).sort((a, b) => b.tokens - a.tokens || a.i - b.i).map((m) => m.name);
  return names.length > 0 ? names.join(", ") : null;
}
function readableApiError(message) {
  const m = /^\[API Error: (\{[\s\S]*\})\]$/.exec(message.trim());
  if (!m) return message;
  try {
    const parsed = JSON.parse(m[1]);
    const e = parsed.error;
    if (!e || typeof e.message !== "string") return message;
    const code = typeof e.code === "number" ? ` ${e.code}` : "";
    const status = typeof e.status === "string" ? ` ${e.status}` : "";
    return `API error${code}${status}: ${e.message}`;
  } catch {
    return message;
  }
}
function retryFromStderrLine(line, at) {
  const text3 = line.includes("\x1B") ? line.replace(ANSI, "") : line;
  if (!text3.startsWith("Attempt ")) return null;
  const m = RETRY_LINE.exec(text3);
  if (!m) return null;
  const status = m[2] ?? m[3];
  const httpStatus = status === void 0 ? null : Number(status);
  const quota = m[5] !== void 0;
  const category = m[4] !== void 0 || httpStatus !== null && httpStatus >= 500 ? "server_error" : quota || httpStatus === 429 ? "rate_limit" : null;
  return {
    kind: "retry",
    attempt: Number(m[1]),
    maxRetries: null,
    delayMs: quota ? Number(m[5]) : null,
    httpStatus,
    category,
    message: null,
    at
  };
}
var GeminiParser = class {
  model = null;
  sessionId = null;
  steps = new StepCounter("gemini");
  /** Assistant text since the last tool result: the final answer (result carries none). */
  finalText = "";
  toolNames = /* @__PURE__ */ new Map();
  /** The message of the latest `error{severity:'error'}` event, for the result that follows. */
  lastErrorSentence = null;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  stderrLine(line, at) {
    const retry2 = retryFromStderrLine(line, at);
    return retry2 === null ? [] : [retry2];
  }
  dispatch(frame, at) {
    if (frame.type === "message" || frame.type === "tool_use" || frame.type === "tool_result") {
      this.lastErrorSentence = null;
    }
    switch (frame.type) {
      case "init":
        return this.init(frame, at);
      case "message":
        return this.message(frame, at);
      case "tool_use":
        return this.toolUse(frame, at);
      case "tool_result":
        return this.toolResult(frame, at);
      case "error":
        return this.error(frame, at);
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  init(frame, at) {
    const init = parseFrame(schemas5().InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    this.model = init.model ?? null;
    this.sessionId = init.session_id ?? null;
    return [
      {
        kind: "session",
        sessionId: this.sessionId,
        model: this.model,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at
      }
    ];
  }
  message(frame, at) {
    if (typeof frame.content !== "string" || typeof frame.role !== "string") return [invalidEvent(frame, at)];
    if (frame.role !== "assistant") return [];
    const out = [];
    this.steps.open(at, this.model, out);
    const index = this.steps.textBlock();
    const text3 = frame.content;
    if (frame.delta === true) {
      this.finalText += text3;
      out.push({
        kind: "text",
        mode: "delta",
        text: text3,
        messageId: this.steps.messageId(),
        index,
        parentId: null,
        at
      });
    } else {
      this.finalText = text3;
      out.push({
        kind: "text",
        mode: "block",
        text: text3,
        messageId: this.steps.messageId(),
        index,
        parentId: null,
        at
      });
      this.steps.breakText();
    }
    return out;
  }
  toolUse(frame, at) {
    const use = parseFrame(schemas5().ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out = [];
    this.steps.open(at, this.model, out);
    this.steps.breakText();
    this.toolNames.set(use.tool_id, use.tool_name);
    const input = use.parameters ?? null;
    out.push({ kind: "tool_call", id: use.tool_id, name: use.tool_name, input, parentId: null, at });
    if (use.tool_name === "write_todos") {
      const todos2 = todosFromInput(input);
      if (todos2 !== null) out.push({ kind: "todos", op: "replace", todos: todos2, at });
    }
    return out;
  }
  toolResult(frame, at) {
    const res = parseFrame(schemas5().ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    this.steps.next();
    this.finalText = "";
    const name = this.toolNames.get(res.tool_id) ?? null;
    const output = outputText(res.output) ?? res.error?.message ?? res.error?.type ?? null;
    const result = (status, exitCode = null) => ({
      kind: "tool_result",
      id: res.tool_id,
      name,
      status,
      output: status === "ok" ? outputText(res.output) : output,
      exitCode,
      durationMs: null,
      parentId: null,
      at
    });
    if (res.status === "success") {
      const shown = typeof res.output === "string" ? res.output : null;
      if (name === "run_shell_command" && shown !== null) {
        const exit = SILENT_SHELL_EXIT.exec(shown);
        if (exit) return [result(Number(exit[1]) === 0 ? "ok" : "error", Number(exit[1]))];
        if (SHELL_SIGNAL.test(shown)) return [result("error")];
      }
      return [result("ok")];
    }
    const denial = this.denial(res.error?.type, name, res.error?.message ?? null);
    if (denial === null) return [result("error")];
    return [
      {
        kind: "permission_denied",
        tool: name ?? "unknown",
        toolUseId: res.tool_id,
        input: null,
        message: denial,
        at
      },
      result("denied")
    ];
  }
  /** Why a failed call was a permission denial (null: an ordinary tool error). */
  denial(errorType, name, message) {
    if (errorType === "policy_violation") return message ?? "Gemini CLI refused the call by policy";
    const mode = errorType === "tool_not_registered" && name !== null ? ownValue(WITHHELD_TOOLS, name) : void 0;
    if (mode === void 0) return null;
    return `Gemini CLI does not offer ${name} in this approval mode (a headless run gets no tool that would ask for approval): set permission-mode: ${mode}`;
  }
  error(frame, at) {
    const err = parseFrame(schemas5().ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    const message = err.message ?? "Gemini CLI reported an error";
    const level = err.severity === "warning" ? "warning" : "error";
    if (level === "error") this.lastErrorSentence = message;
    return [{ kind: "notice", level, code: `gemini_${level}`, message, at }];
  }
  result(frame, at) {
    const res = parseFrame(schemas5().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out = [];
    const stats = res.stats;
    if (stats !== null && stats !== void 0) {
      const models = modelsFromStats(stats);
      if (models !== null && models !== this.model) {
        this.model = models;
        out.push({
          kind: "session",
          sessionId: this.sessionId,
          model: models,
          cwd: null,
          cliVersion: null,
          permissionMode: null,
          tools: null,
          at
        });
      }
      const tokens = tokensFromStats(stats);
      if (tokens !== null) {
        const byModel = tokensByModel(stats);
        out.push({
          kind: "usage",
          cumulative: true,
          messageId: null,
          tokens,
          costUsd: null,
          ...byModel ? { byModel } : {},
          at
        });
      }
    }
    const success = res.status === "success";
    const outcome = success ? "success" : failureOutcome(res.error?.type, this.lastErrorSentence);
    const duration2 = stats?.duration_ms;
    let errorMessage = null;
    if (!success) {
      const raw = res.error?.message ?? this.lastErrorSentence ?? `Gemini CLI ended with status ${res.status}`;
      errorMessage = readableApiError(raw);
      if (KEY_REFUSED.test(raw)) errorMessage = `${errorMessage}
${KEY_HINT}`;
    }
    out.push({
      kind: "result",
      outcome,
      subtype: res.status,
      isError: !success,
      text: this.finalText !== "" ? this.finalText : null,
      errorMessage,
      turns: null,
      durationMs: typeof duration2 === "number" && duration2 > 0 ? duration2 : null,
      sessionId: this.sessionId,
      stopReason: null,
      terminalReason: res.error?.type ?? null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function isIsoTimestamp(value) {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value);
}
function score6(frame) {
  if ("jsonrpc" in frame || "subtype" in frame) return 0;
  const iso = isIsoTimestamp(frame.timestamp);
  switch (frame.type) {
    case "init":
      return iso ? 10 : 4;
    case "message":
      return typeof frame.role === "string" && typeof frame.content === "string" ? iso ? 10 : 4 : 0;
    case "tool_use":
      return typeof frame.tool_name === "string" && "tool_id" in frame ? 10 : 0;
    case "tool_result":
      return "tool_id" in frame && "status" in frame ? 10 : 0;
    case "error":
      return "severity" in frame ? 10 : 0;
    case "result":
      return typeof frame.status === "string" ? iso ? 10 : 5 : 0;
    default:
      return 0;
  }
}
var gemini2 = {
  sessionOf: sessionField("session_id"),
  name: "gemini",
  // Retries are printed on stderr only (read by stderrLine), and some are made silently.
  reportsRetries: false,
  exitCodes: exitCodes4,
  createParser: () => new GeminiParser(),
  score: score6
};

// src/stream/dialects/opencode.ts
var exitCodes5 = {
  1: { outcome: "error", meaning: "a session error, or a prompt or command error" }
};
var ERROR_NAMES = [
  "ProviderAuthError",
  "UnknownError",
  "MessageOutputLengthError",
  "MessageAbortedError",
  "StructuredOutputError",
  "ContextOverflowError",
  "ContentFilterError",
  "APIError"
];
var PERMISSION_REJECTED = /rejected permission|permission (was )?(denied|rejected)/i;
var PERMISSION_RULE_DENIED = /specified a rule which prevents you from using/i;
function buildSchemas6() {
  const Part = jitLooseObject({
    id: nullish2(string2()),
    messageID: nullish2(string2())
  });
  const PartFrame = jitLooseObject({ sessionID: nullish2(string2()), part: Part });
  const ToolPart = jitLooseObject({
    callID: string2(),
    tool: string2(),
    state: jitLooseObject({
      status: union([_enum(["pending", "running", "completed", "error"]), string2()]),
      input: optional(unknown()),
      output: optional(unknown()),
      error: optional(unknown()),
      metadata: nullish2(jitLooseObject({ exit: optional(unknown()) })),
      time: nullish2(jitLooseObject({ start: nullish2(number2()), end: nullish2(number2()) }))
    })
  });
  const TextPart = jitLooseObject({ text: string2() });
  const StepFinishPart = jitLooseObject({
    reason: nullish2(string2()),
    cost: nullish2(number2()),
    tokens: nullish2(
      jitLooseObject({
        input: nullish2(number2()),
        output: nullish2(number2()),
        reasoning: nullish2(number2()),
        cache: nullish2(jitLooseObject({ read: nullish2(number2()), write: nullish2(number2()) }))
      })
    )
  });
  const ErrorFrame = jitLooseObject({
    error: nullish2(
      jitLooseObject({
        name: nullish2(union([_enum(ERROR_NAMES), string2()])),
        data: nullish2(
          jitLooseObject({
            message: nullish2(string2()),
            statusCode: nullish2(number2()),
            providerID: nullish2(string2()),
            metadata: nullish2(jitLooseObject({ url: nullish2(string2()) }))
          })
        ),
        message: nullish2(string2())
      })
    )
  });
  const DoneFrame = jitLooseObject({
    reason: nullish2(string2()),
    rejected: nullish2(array(unknown()))
  });
  return { PartFrame, ToolPart, TextPart, StepFinishPart, ErrorFrame, DoneFrame };
}
var schemas6 = once(buildSchemas6);
var ERROR_WORDS = {
  MessageOutputLengthError: "the model hit its output token limit",
  MessageAbortedError: "the run was aborted",
  ContextOverflowError: "the conversation no longer fits the model context window",
  ProviderAuthError: "the model provider rejected the credentials"
};
var KEY_VARIABLES = [
  { provider: "anthropic", host: /(^|\.)anthropic\.com$/, variable: "ANTHROPIC_API_KEY" },
  { provider: "openai", host: /(^|\.)openai\.com$/, variable: "OPENAI_API_KEY" },
  { provider: "google", host: /(^|\.)googleapis\.com$/, variable: "GOOGLE_GENERATIVE_AI_API_KEY" },
  { provider: "openrouter", host: /(^|\.)openrouter\.ai$/, variable: "OPENROUTER_API_KEY" },
  { provider: "groq", host: /(^|\.)groq\.com$/, variable: "GROQ_API_KEY" },
  { provider: "mistral", host: /(^|\.)mistral\.ai$/, variable: "MISTRAL_API_KEY" },
  { provider: "deepseek", host: /(^|\.)deepseek\.com$/, variable: "DEEPSEEK_API_KEY" },
  { provider: "xai", host: /(^|\.)x\.ai$/, variable: "XAI_API_KEY" },
  { provider: "opencode", host: /(^|\.)opencode\.ai$/, variable: "OPENCODE_API_KEY" }
];
function hostOf(url) {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
function credentialsHint(providerId, url) {
  const host = hostOf(url);
  const known = KEY_VARIABLES.find((k) => k.provider === providerId || host !== null && k.host.test(host));
  const where = host ? ` (${host})` : providerId ? ` (${providerId})` : "";
  return known ? `the model provider${where} rejected the API key: set ${known.variable} for opencode` : `the model provider${where} rejected the API key: set the variable opencode reads the key from (e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY; for a provider in opencode.json, the one named by "apiKey": "{env:NAME}")`;
}
function errorOutcome(name) {
  if (name === "MessageAbortedError") return "cancelled";
  if (name === "MessageOutputLengthError") return "max_tokens";
  return "error";
}
var ID_SPAN_MS = 2 ** 36;
var SESSION_ID = /^ses_([0-9a-f]{12})/;
function sessionStartFromId(sessionId, ts) {
  const m = SESSION_ID.exec(sessionId);
  if (m === null || !Number.isSafeInteger(ts) || ts <= 0) return null;
  const inverted = 281474976710655 - Number.parseInt(m[1], 16);
  const low = Math.floor(inverted / 4096);
  const start = ts - ((ts - low) % ID_SPAN_MS + ID_SPAN_MS) % ID_SPAN_MS;
  return ts - start <= 24 * 36e5 ? start : null;
}
var OpencodeParser = class {
  sessionId = null;
  textIndexByMessage = /* @__PURE__ */ new Map();
  indexByPart = /* @__PURE__ */ new Map();
  steps = /* @__PURE__ */ new Set();
  tools = /* @__PURE__ */ new Set();
  /** Tools already seen denied live, so `done.rejected` does not list them twice. */
  deniedTools = /* @__PURE__ */ new Set();
  /** Asks auto-rejected since the last step_finish: they end the run with that step. */
  rejectedInStep = [];
  stepFinishes = 0;
  lastText = null;
  /** The run's start on opencode's clock (epoch ms): the session's creation, else the first frame. */
  startedAt = null;
  /** The latest session error: opencode's exit status stays 1 after one, whatever follows. */
  error = null;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const out = [];
    const stamp = finiteOrNull(frame.timestamp);
    const ts = stamp !== null && stamp > 0 ? stamp : null;
    if (this.sessionId === null && typeof frame.sessionID === "string" && frame.sessionID !== "") {
      this.sessionId = frame.sessionID;
      if (ts !== null) this.startedAt = sessionStartFromId(frame.sessionID, ts);
      out.push({
        kind: "session",
        sessionId: this.sessionId,
        model: null,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at
      });
    }
    if (ts !== null && (this.startedAt === null || ts < this.startedAt)) this.startedAt = ts;
    switch (frame.type) {
      case "step_start":
        return this.withPart(frame, at, out, (part, messageId) => this.stepStart(messageId, at, part));
      case "text":
        return this.withPart(frame, at, out, (part, messageId) => this.text(part, messageId, at));
      case "reasoning":
        return this.withPart(frame, at, out, () => [{ kind: "thinking", parentId: null, at }]);
      case "tool_use":
        return this.withPart(frame, at, out, (part) => this.toolUse(part, at));
      case "step_finish":
        return this.withPart(frame, at, out, (part, messageId) => this.stepFinish(part, messageId, at, ts));
      case "error":
        out.push(...this.errorEvent(frame, at, ts));
        return out;
      case "done":
        out.push(...this.done(frame, at, ts));
        return out;
      default:
        out.push(unknownEvent(frameKind(frame), at));
        return out;
    }
  }
  withPart(frame, at, out, handle) {
    const parsed = parseFrame(schemas6().PartFrame, frame);
    const events = parsed === null ? null : handle(parsed.part, parsed.part.messageID ?? null);
    if (events === null) out.push(invalidEvent(frame, at));
    else out.push(...events);
    return out;
  }
  stepStart(messageId, at, part) {
    const id2 = messageId ?? (typeof part.id === "string" ? part.id : null);
    if (id2 === null || this.steps.has(id2)) return [];
    this.steps.add(id2);
    return [{ kind: "step", messageId: id2, model: null, parentId: null, at }];
  }
  text(part, messageId, at) {
    const text3 = parseFrame(schemas6().TextPart, part);
    if (text3 === null) return null;
    const message = messageId ?? "opencode-message";
    const partKey = typeof part.id === "string" ? part.id : null;
    let index = partKey === null ? void 0 : this.indexByPart.get(partKey);
    if (index === void 0) {
      index = this.textIndexByMessage.get(message) ?? 0;
      this.textIndexByMessage.set(message, index + 1);
      if (partKey !== null) this.indexByPart.set(partKey, index);
    }
    this.lastText = text3.text;
    return [{ kind: "text", mode: "block", text: text3.text, messageId: message, index, parentId: null, at }];
  }
  toolUse(part, at) {
    const tool = parseFrame(schemas6().ToolPart, part);
    if (tool === null) return null;
    const { state: state2 } = tool;
    const out = [];
    let name = tool.tool;
    let input = state2.input ?? null;
    const invalid = invalidCall(tool.tool, input);
    if (invalid !== null) {
      name = invalid.tool;
      input = null;
    }
    if (!this.tools.has(tool.callID)) {
      this.tools.add(tool.callID);
      out.push({ kind: "tool_call", id: tool.callID, name, input, parentId: null, at });
      if (/todo/i.test(name)) {
        const todos2 = todosFromInput(input);
        if (todos2 !== null) out.push({ kind: "todos", op: "replace", todos: todos2, at });
      }
    }
    if (state2.status !== "completed" && state2.status !== "error") return out;
    const exit = finiteOrNull(state2.metadata?.exit);
    const errorText = state2.status === "error" ? outputText(state2.error) ?? "tool failed" : invalid !== null ? outputText(state2.output) ?? invalid.error : null;
    const refused = state2.status === "error" && errorText !== null ? PERMISSION_REJECTED.test(errorText) ? "rejected" : PERMISSION_RULE_DENIED.test(errorText) ? "denied" : null : null;
    const failed = errorText !== null || exit !== null && exit !== 0;
    const start = finiteOrNull(state2.time?.start);
    const end = finiteOrNull(state2.time?.end);
    if (refused !== null && errorText !== null) {
      this.deniedTools.add(name);
      if (refused === "rejected") {
        this.rejectedInStep.push({ tool: name, input, message: errorText });
      }
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: tool.callID,
        input,
        message: errorText,
        at
      });
    }
    out.push({
      kind: "tool_result",
      id: tool.callID,
      name,
      status: refused !== null ? "denied" : failed ? "error" : "ok",
      output: errorText ?? outputText(state2.output),
      exitCode: exit,
      durationMs: start !== null && end !== null ? end - start : null,
      parentId: null,
      at
    });
    return out;
  }
  stepFinish(part, messageId, at, ts) {
    const step = parseFrame(schemas6().StepFinishPart, part);
    if (step === null) return null;
    this.stepFinishes += 1;
    const rejected = this.rejectedInStep;
    this.rejectedInStep = [];
    const out = [];
    const tokens = step.tokens;
    out.push({
      kind: "usage",
      // Per step: the reducer adds steps up (and replaces a re-sent figure for the same step).
      cumulative: false,
      messageId: messageId ?? (typeof part.id === "string" ? part.id : `opencode-step-${this.stepFinishes}`),
      tokens: tokens === null || tokens === void 0 ? null : {
        // Reasoning tokens are output the model was billed for.
        input: finiteOrNull(tokens.input) ?? 0,
        output: (finiteOrNull(tokens.output) ?? 0) + (finiteOrNull(tokens.reasoning) ?? 0),
        cacheRead: finiteOrNull(tokens.cache?.read) ?? 0,
        cacheWrite: finiteOrNull(tokens.cache?.write) ?? 0
      },
      costUsd: step.cost ?? null,
      at
    });
    switch (step.reason) {
      case "stop":
        out.push(this.terminal("stop", at, ts, null));
        break;
      case "length":
        out.push(
          this.terminal("length", at, ts, {
            outcome: "max_tokens",
            message: "the model hit its output token limit: the answer was cut off"
          })
        );
        break;
      case "content-filter":
        out.push(
          this.terminal("content-filter", at, ts, {
            outcome: "error",
            message: "the model provider's content filter stopped the answer"
          })
        );
        break;
      case "tool-calls":
        if (rejected.length > 0) {
          out.push(
            this.terminal("tool-calls", at, ts, { outcome: "error", message: rejectedWords(rejected) })
          );
        }
        break;
      default:
        break;
    }
    return out;
  }
  errorEvent(frame, at, ts) {
    const parsed = parseFrame(schemas6().ErrorFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const name = parsed.error?.name ?? null;
    const data = parsed.error?.data;
    let message = data?.message ?? parsed.error?.message ?? (name !== null ? ownValue(ERROR_WORDS, name) ?? name : "opencode reported an error");
    const status = data?.statusCode ?? null;
    if (status !== null && !message.includes(String(status))) message = `HTTP ${status}: ${message}`;
    if (name === "ProviderAuthError" || status === 401 || status === 403) {
      message = `${message} \u2014 ${credentialsHint(data?.providerID ?? null, data?.metadata?.url ?? null)}`;
    }
    const outcome = errorOutcome(name);
    this.error = { outcome, name, message };
    return [
      { kind: "notice", level: "error", code: name ?? "error", message, at },
      // A session error ends the run as a failure unless a later error replaces it (last result wins).
      this.terminal(name ?? "error", at, ts, null)
    ];
  }
  done(frame, at, ts) {
    const done = parseFrame(schemas6().DoneFrame, frame);
    if (done === null) return [invalidEvent(frame, at)];
    const rejected = (done.rejected ?? []).map((r) => typeof r === "string" ? r : outputText(r) ?? "?").filter((tool) => !this.deniedTools.has(tool));
    const denials = rejected.length > 0 ? rejected.map((tool) => ({ tool, toolUseId: null, input: null })) : null;
    return [this.terminal("done", at, ts, null, denials)];
  }
  /**
   * A terminal result. A session error seen earlier wins (opencode exits 1 after one); else
   * `ended` says how the run ended when it is not a plain success.
   */
  terminal(subtype, at, ts, ended, denials = null) {
    const failure2 = this.error ?? ended;
    return {
      kind: "result",
      outcome: failure2 === null ? "success" : failure2.outcome,
      subtype,
      isError: failure2 !== null,
      text: this.lastText,
      errorMessage: failure2 === null ? null : failure2.message,
      turns: this.stepFinishes > 0 ? this.stepFinishes : null,
      durationMs: ts !== null && this.startedAt !== null ? Math.max(0, ts - this.startedAt) : null,
      sessionId: this.sessionId,
      stopReason: subtype === "stop" || subtype === "length" ? subtype : null,
      terminalReason: null,
      permissionDenials: denials,
      at
    };
  }
};
function invalidCall(tool, input) {
  if (tool !== "invalid" || input === null || typeof input !== "object") return null;
  const asked = input.tool;
  if (typeof asked !== "string" || asked === "") return null;
  const error3 = input.error;
  return {
    tool: asked,
    error: typeof error3 === "string" ? error3 : `the model called ${asked}, which it was not offered`
  };
}
function rejectedWords(rejected) {
  const calls = rejected.map((r) => {
    const what = briefInput(r.input);
    return what ? `${r.tool} (${what})` : r.tool;
  });
  return `not allowed to use ${calls.join(", ")}: a non-interactive opencode run rejects every permission it would ask for, and ends there`;
}
function briefInput(input) {
  if (input === null || typeof input !== "object") return null;
  const o = input;
  for (const key of ["filePath", "path", "command", "pattern", "url"]) {
    const v = o[key];
    if (typeof v === "string" && v !== "") return v.length > 80 ? `${v.slice(0, 79)}\u2026` : v;
  }
  return null;
}
function score7(frame) {
  if ("jsonrpc" in frame) return 0;
  const hasSession = typeof frame.sessionID === "string";
  const numericTime = typeof frame.timestamp === "number";
  const part = frame.part;
  if (part !== null && typeof part === "object" && !Array.isArray(part) && (hasSession || numericTime))
    return 10;
  if (hasSession && (frame.type === "error" || frame.type === "done")) return 8;
  if (frame.type === "error" && frame.error !== null && typeof frame.error === "object") {
    return "name" in frame.error ? 5 : 0;
  }
  return 0;
}
var opencode2 = {
  sessionOf: sessionField("sessionID"),
  name: "opencode",
  reportsRetries: false,
  // retries stay internal; not in JSON mode
  exitCodes: exitCodes5,
  // `run` prints this (coloured) for every ask it auto-rejects; it names the permission and pattern.
  refusalLine: /permission requested: (?:(?!permission requested: ).)*?; auto-rejecting/,
  createParser: () => new OpencodeParser(),
  score: score7
};

// src/stream/dialects/index.ts
var DIALECT_LIST = [
  claudeCode,
  caliban2,
  cursor2,
  gemini2,
  codex2,
  opencode2,
  acp
];
var DIALECT_DEFINITIONS = {
  "claude-code": void 0,
  caliban: void 0,
  cursor: void 0,
  gemini: void 0,
  codex: void 0,
  opencode: void 0,
  acp: void 0,
  ...Object.fromEntries(DIALECT_LIST.map((d) => [d.name, d]))
};
function dialectDefinition(name) {
  return DIALECT_DEFINITIONS[name];
}

// src/run/ansi.ts
var ESC = "\\u001b";
var PATTERN = new RegExp(
  [
    // OSC: ESC ] … (BEL | ESC \ | end of line), and its 8-bit form
    `(?:${ESC}\\]|\\u009d)[^\\u0007\\u001b\\n]*(?:\\u0007|${ESC}\\\\)?`,
    // DCS, SOS, PM, APC strings: ESC P|X|^|_ … ST
    `(?:${ESC}[PX^_]|[\\u0090\\u0098\\u009e\\u009f])[^\\u001b\\u009c]*(?:${ESC}\\\\|\\u009c)?`,
    // CSI: ESC [ or 8-bit CSI, parameter bytes, intermediate bytes, a final byte
    `(?:${ESC}\\[|\\u009b)[0-?]*[ -/]*[@-~]?`,
    // nF (charset designation: ESC ( B …) and Fp/Fe/Fs two-character escapes
    `${ESC}[ -/]*[0-~]?`,
    // whatever C1 control is left, and a lone ESC
    "[\\u0080-\\u009f]"
  ].join("|"),
  "g"
);
function stripAnsi(text3) {
  return text3.includes("\x1B") || /[\u0080-\u009f]/.test(text3) ? text3.replace(PATTERN, "") : text3;
}

// src/run/call-log.ts
var HEAD_CALLS = 1e3;
var FAILED_CALLS = 20;
var MAX_OPEN = 256;
var MAX_NAMES = 1e3;
var OTHER_NAMES = "(other tools)";
function noEarlierCalls(log = null) {
  return {
    log,
    count: 0,
    counts: { ok: 0, error: 0, denied: 0, pending: 0 },
    names: [],
    head: [],
    failed: [],
    open: [],
    deniedIds: [],
    parents: []
  };
}

// builtin:node:buffer
var __builtin11 = process.getBuiltinModule("node:buffer");

// src/stream/lines.ts
var DEFAULT_MAX_LINE_BYTES = 8 * 1024 * 1024;
function detached(s) {
  return ` ${s}`.slice(1);
}

// src/run/preview.ts
var OUTPUT_PREVIEW_CHARS = 2e3;
var INPUT_PREVIEW_BUDGET = 2e3;
var ELLIPSIS = "\u2026";
function previewText(s, max = OUTPUT_PREVIEW_CHARS) {
  if (s.length <= max) return s;
  if (max <= 1) return ELLIPSIS;
  let end = max - 1;
  const code = s.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319) end -= 1;
  return detached(s.slice(0, end)) + ELLIPSIS;
}
var MAX_DEPTH2 = 4;
var MAX_ARRAY_ITEMS = 20;
var MAX_OBJECT_KEYS = 30;
function previewValue(input, budget = INPUT_PREVIEW_BUDGET) {
  const state2 = { left: budget };
  return previewInner(input, 0, state2);
}
function previewInner(value, depth, state2) {
  if (value === null || value === void 0) return value ?? null;
  switch (typeof value) {
    case "string": {
      const max = Math.max(40, state2.left);
      const out2 = previewText(value, max);
      state2.left = Math.max(0, state2.left - out2.length);
      return out2;
    }
    case "number":
    case "boolean":
      return value;
    case "bigint":
      return value.toString();
    case "object":
      break;
    default:
      return null;
  }
  if (depth >= MAX_DEPTH2) return Array.isArray(value) ? `[${value.length} items]` : "{\u2026}";
  if (Array.isArray(value)) {
    const n = Math.min(value.length, MAX_ARRAY_ITEMS);
    const out2 = [];
    for (let i = 0; i < n; i++) out2.push(previewInner(value[i], depth + 1, state2));
    if (value.length > n) out2.push(`\u2026 ${value.length - n} more`);
    return out2;
  }
  const out = {};
  let count3 = 0;
  const obj = value;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    if (count3 === MAX_OBJECT_KEYS) {
      setOwn(out, "\u2026", "more keys");
      break;
    }
    setOwn(out, key, previewInner(obj[key], depth + 1, state2));
    count3++;
  }
  return out;
}

// src/run/summary.ts
var DEFAULT_CALL_WINDOW = 1e3;
var MIN_CALL_WINDOW = 64;
function emptySummary(dialect = null, callLog = null, callWindow = DEFAULT_CALL_WINDOW) {
  return {
    status: "running",
    dialect,
    sessionId: null,
    model: null,
    cliVersion: null,
    permissionMode: null,
    mcpServers: null,
    cwd: null,
    outcome: null,
    subtype: null,
    isError: false,
    outcomeSource: null,
    errorMessage: null,
    stopReason: null,
    terminalReason: null,
    finalText: null,
    lastText: null,
    turns: null,
    steps: 0,
    toolCalls: [],
    earlierCalls: { ...noEarlierCalls(callLog), window: Math.max(MIN_CALL_WINDOW, Math.floor(callWindow)) },
    retries: [],
    retriesKnown: false,
    costUsd: null,
    tokens: null,
    todos: [],
    permissionDenials: [],
    rateLimit: null,
    notices: [],
    startedAt: null,
    lastEventAt: null,
    durationMs: null,
    exitCode: null,
    signal: null,
    stderrTail: null,
    diagnostics: {
      badLines: 0,
      longLines: 0,
      badLineSamples: [],
      unknownEvents: {},
      foreignFrames: 0,
      ignoredResults: 0,
      badUsage: 0
    },
    stopRequest: null,
    fold: {
      text: null,
      tokenBase: null,
      costBase: null,
      stepTokens: null,
      stepCost: null,
      recentSteps: [],
      lastResult: null,
      resultCount: 0,
      turnSinceResult: false
    }
  };
}

// src/run/reducer.ts
var LAST_TEXT_CHARS = 16 * 1024;
var MAX_TEXT_BLOCKS = 8;
var MAX_NOTICES = 50;
var MAX_BAD_LINE_SAMPLES = 5;
var RECENT_STEPS = 8;
var DUPLICATE_WINDOW = 64;
function reduce(summary2, event) {
  return reduceAll(summary2, [event]);
}
function reduceAll(summary2, events) {
  if (events.length === 0) return summary2;
  return reduceBatch(summary2, events, newBatch());
}
var Batch = class {
  summary = null;
  fold = null;
  text = null;
  blocks = null;
  recentSteps = null;
  toolCalls = null;
  /**
   * The length `toolCalls` had when this batch copied it: the calls from there on were created by
   * this batch (calls are only ever appended), so a result updates them in place instead of
   * copying each one again (one ToolCall object per call instead of two: less garbage, and the
   * surviving ones can be allocated straight into the old generation).
   */
  callsFrom = 0;
  retries = null;
};
function newBatch() {
  return new Batch();
}
function reduceBatch(summary2, events, batch) {
  if (events.length === 0) return summary2;
  const s = ownedBy(batch, summary2);
  for (let i = 0; i < events.length; i++) apply(s, events[i], batch);
  return s;
}
function ownedBy(batch, summary2) {
  if (batch.summary === summary2) return summary2;
  const s = { ...summary2 };
  batch.summary = s;
  return s;
}
function apply(s, event, owned) {
  if (event.kind === "exit") {
    onExit(s, event);
    return;
  }
  if (event.kind === "foreign_frame") {
    s.diagnostics = { ...s.diagnostics, foreignFrames: s.diagnostics.foreignFrames + 1 };
    return;
  }
  if (s.startedAt === null) s.startedAt = event.at;
  s.lastEventAt = event.at;
  if (event.kind !== "bad_line" && s.fold.sawFrame !== true) ownFold(s, owned).sawFrame = true;
  if (!s.fold.turnSinceResult && beginsTurn(event)) ownFold(s, owned).turnSinceResult = true;
  switch (event.kind) {
    case "text":
      onText(s, event, owned);
      return;
    case "text_retract":
      onRetract(s, event, owned);
      return;
    case "thinking":
      return;
    case "step":
      if (event.parentId === null) s.steps = s.steps + 1;
      return;
    case "session":
      s.sessionId = event.sessionId ?? s.sessionId;
      s.model = event.model ?? s.model;
      s.cliVersion = event.cliVersion ?? s.cliVersion;
      s.permissionMode = event.permissionMode ?? s.permissionMode;
      s.cwd = event.cwd ?? s.cwd;
      if (event.mcpServers != null) s.mcpServers = event.mcpServers.map((m) => ({ ...m }));
      return;
    case "tool_call":
      onToolCall(s, event, owned);
      return;
    case "tool_result":
      onToolResult(s, event, owned);
      return;
    case "retry":
      s.retries = appendedRetry(
        s.retries,
        {
          attempt: event.attempt,
          maxRetries: event.maxRetries,
          delayMs: event.delayMs,
          httpStatus: event.httpStatus,
          category: event.category,
          message: event.message,
          at: event.at
        },
        owned
      );
      return;
    case "rate_limit":
      s.rateLimit = { status: event.status, resetsAt: event.resetsAt };
      return;
    case "todos":
      onTodos(s, event);
      return;
    case "permission_denied":
      onPermissionDenied(s, event, owned);
      return;
    case "usage":
      onUsage(s, event, owned);
      return;
    case "notice":
      onNotice(s, event);
      return;
    case "result":
      onResult(s, event, owned);
      return;
    case "bad_line": {
      const d = s.diagnostics;
      s.diagnostics = {
        ...d,
        badLines: d.badLines + 1,
        longLines: d.longLines + (event.reason === "too_long" ? 1 : 0),
        badLineSamples: d.badLineSamples.length < MAX_BAD_LINE_SAMPLES ? [...d.badLineSamples, previewText(event.sample, 200)] : d.badLineSamples
      };
      return;
    }
    case "unknown": {
      const d = s.diagnostics;
      s.diagnostics = {
        ...d,
        unknownEvents: { ...d.unknownEvents, [event.type]: (ownValue(d.unknownEvents, event.type) ?? 0) + 1 }
      };
      return;
    }
    default:
      return;
  }
}
var NO_BLOCKS = [];
var byIndex = (a, b) => a.index - b.index;
function onText(s, e, owned) {
  if (e.parentId !== null) return;
  const cur = s.fold.text;
  const blocks = cur !== null && cur.messageId === e.messageId ? cur.blocks : NO_BLOCKS;
  const last = blocks.length > 0 ? blocks[blocks.length - 1] : null;
  if (e.mode === "delta" && last !== null && last.index === e.index && last.text !== "" && s.lastText !== null) {
    if (last.cut) return;
    if (last.text.length + e.text.length > LAST_TEXT_CHARS || s.lastText.length + e.text.length > LAST_TEXT_CHARS) {
      const nextBlocks3 = writableBlocks(blocks, owned);
      const text3 = previewText(last.text + e.text, LAST_TEXT_CHARS);
      nextBlocks3[nextBlocks3.length - 1] = { index: last.index, text: text3, cut: true };
      withText(s, e.messageId, nextBlocks3, joinBlocks(nextBlocks3), owned);
      return;
    }
    const nextBlocks2 = writableBlocks(blocks, owned);
    nextBlocks2[nextBlocks2.length - 1] = { index: last.index, text: last.text + e.text };
    withText(s, e.messageId, nextBlocks2, s.lastText + e.text, owned);
    return;
  }
  let at = -1;
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i].index === e.index) {
      at = i;
      break;
    }
  }
  let nextBlocks;
  if (at >= 0) {
    const prev = blocks[at];
    if (e.mode === "delta" && prev.cut) return;
    nextBlocks = writableBlocks(blocks, owned);
    const text3 = e.mode === "block" ? e.text : prev.text + e.text;
    nextBlocks[at] = cappedBlock(e.index, text3);
  } else {
    nextBlocks = blocks === NO_BLOCKS ? ownBlocks([], owned) : writableBlocks(blocks, owned);
    nextBlocks.push(cappedBlock(e.index, e.text));
    const n = nextBlocks.length;
    if (n > 1) nextBlocks.sort(byIndex);
    if (n > MAX_TEXT_BLOCKS) nextBlocks.splice(0, n - MAX_TEXT_BLOCKS);
  }
  withText(s, e.messageId, nextBlocks, joinBlocks(nextBlocks), owned);
}
function cappedBlock(index, text3) {
  return text3.length > LAST_TEXT_CHARS ? { index, text: previewText(text3, LAST_TEXT_CHARS), cut: true } : { index, text: text3 };
}
function onRetract(s, e, owned) {
  const cur = s.fold.text;
  if (cur === null || cur.messageId !== e.messageId) return;
  const blocks = ownBlocks(
    cur.blocks.filter((b) => b.index < e.fromIndex),
    owned
  );
  const text3 = blocks.length > 0 ? joinBlocks(blocks) : null;
  withText(s, cur.messageId, blocks, text3, owned);
}
function joinBlocks(blocks) {
  let joined = null;
  for (let i = 0; i < blocks.length; i++) {
    const t = blocks[i].text;
    if (t === "") continue;
    joined = joined === null ? t : `${joined}

${t}`;
  }
  return joined === null ? null : previewText(joined, LAST_TEXT_CHARS);
}
function withText(s, messageId, blocks, lastText, owned) {
  const fold = ownFold(s, owned);
  const cur = fold.text;
  if (cur !== null && owned.text === cur) {
    cur.messageId = messageId;
    cur.blocks = blocks;
  } else {
    const text3 = { messageId, blocks };
    owned.text = text3;
    fold.text = text3;
  }
  s.lastText = lastText;
  s.finalText = lastText;
}
function findToolIndex(calls, id2, window2 = calls.length) {
  const stop = Math.max(0, calls.length - window2);
  for (let i = calls.length - 1; i >= stop; i--) if (calls[i].id === id2) return i;
  return -1;
}
function onToolCall(s, e, owned) {
  const known = findToolIndex(s.toolCalls, e.id, DUPLICATE_WINDOW);
  if (known >= 0) return withInput(s, known, e, owned);
  const call = {
    id: e.id,
    name: e.name,
    status: "pending",
    parentId: e.parentId,
    input: previewValue(e.input),
    outputPreview: null,
    outputChars: 0,
    exitCode: null,
    durationMs: null,
    startedAt: e.at,
    endedAt: null
  };
  s.toolCalls = appendedCall(s.toolCalls, call, owned);
  if (s.earlierCalls.log !== null && s.toolCalls.length >= 2 * s.earlierCalls.window) moveOut(s, owned);
  return s;
}
function withInput(s, i, e, owned) {
  const prev = s.toolCalls[i];
  if (prev.status !== "pending") return s;
  const input = previewValue(e.input);
  const calls = writableCalls(s.toolCalls, owned);
  if (i >= owned.callsFrom) prev.input = input;
  else calls[i] = { ...prev, input };
  s.toolCalls = calls;
  return s;
}
function moveOut(s, owned) {
  const e = s.earlierCalls;
  const log = e.log;
  if (log === null) return;
  const calls = writableCalls(s.toolCalls, owned);
  const k = calls.length - e.window;
  if (k <= 0) return;
  const moved = calls.splice(0, k);
  owned.callsFrom = Math.max(0, owned.callsFrom - k);
  log.append(e.count, moved);
  const counts = { ...e.counts };
  const names = new Map(e.names);
  const head = e.count < HEAD_CALLS ? e.head.slice() : e.head;
  const failed = e.failed.slice();
  const open2 = e.open.slice();
  for (let i = 0; i < moved.length; i++) {
    const call = moved[i];
    const at = e.count + i;
    counts[call.status]++;
    const name = names.has(call.name) || names.size < MAX_NAMES ? call.name : OTHER_NAMES;
    names.set(name, (names.get(name) ?? 0) + 1);
    if (at < HEAD_CALLS) head.push(call);
    if (call.status === "error" || call.status === "denied") failed.push({ n: at + 1, call });
    if (call.status === "pending") open2.push({ at, call });
  }
  let parents = e.parents;
  for (const call of moved) {
    const p = call.parentId;
    if (p === null || parents.includes(p) || !open2.some((o) => o.call.id === p)) continue;
    parents = [...parents, p];
  }
  s.earlierCalls = {
    ...e,
    parents,
    count: e.count + moved.length,
    counts,
    names: [...names],
    head,
    failed: failed.length > FAILED_CALLS ? failed.slice(-FAILED_CALLS) : failed,
    open: open2.length > MAX_OPEN ? capOpen(open2) : open2
  };
}
function capOpen(open2) {
  let drop = open2.length - MAX_OPEN;
  return open2.filter((o) => !(drop > 0 && o.call.status === "pending" && drop-- > 0));
}
function findOpen(e, id2) {
  for (let i = e.open.length - 1; i >= 0; i--) if (e.open[i].call.id === id2) return i;
  return -1;
}
function updatedEarlier(e, at, prev, next, openIndex) {
  const counts = { ...e.counts };
  counts[prev.status]--;
  counts[next.status]++;
  let open2 = e.open;
  if (openIndex >= 0) {
    open2 = open2.slice();
    open2[openIndex] = { at, call: next };
  }
  let head = e.head;
  if (at < head.length) {
    head = head.slice();
    head[at] = next;
  }
  let failed = e.failed.filter((f) => f.n !== at + 1);
  if (next.status === "error" || next.status === "denied") {
    failed.push({ n: at + 1, call: next });
    failed.sort((a, b) => a.n - b.n);
    if (failed.length > FAILED_CALLS) failed = failed.slice(-FAILED_CALLS);
  }
  return { ...e, counts, head, failed, open: open2 };
}
function ownFold(s, owned) {
  const f = s.fold;
  if (owned.fold === f) return f;
  const copy = { ...f };
  owned.fold = copy;
  s.fold = copy;
  return copy;
}
function writableCalls(calls, owned) {
  if (owned.toolCalls === calls) return owned.toolCalls;
  const next = calls.slice();
  owned.toolCalls = next;
  owned.callsFrom = next.length;
  return next;
}
function appendedCall(calls, call, owned) {
  const next = writableCalls(calls, owned);
  next.push(call);
  return next;
}
function appendedRetry(retries2, retry2, owned) {
  let next = owned.retries;
  if (next !== retries2) {
    next = retries2.slice();
    owned.retries = next;
  }
  next.push(retry2);
  return next;
}
function ownBlocks(blocks, owned) {
  owned.blocks = blocks;
  return blocks;
}
function writableBlocks(blocks, owned) {
  return owned.blocks === blocks ? owned.blocks : ownBlocks(blocks.slice(), owned);
}
function writableRecent(recent, owned) {
  if (owned.recentSteps === recent) return owned.recentSteps;
  const next = recent.slice();
  owned.recentSteps = next;
  return next;
}
function onToolResult(s, e, owned) {
  const i = findToolIndex(s.toolCalls, e.id);
  const output = e.output;
  const outputPreview = output === null ? null : previewText(output, OUTPUT_PREVIEW_CHARS);
  const outputChars = output === null ? 0 : output.length;
  if (i < 0) {
    const o = findOpen(s.earlierCalls, e.id);
    if (o >= 0) {
      const { at, call: prev2 } = s.earlierCalls.open[o];
      const status2 = prev2.status === "denied" && e.status === "error" ? "denied" : e.status;
      const next = {
        ...prev2,
        status: status2,
        outputPreview,
        outputChars,
        exitCode: e.exitCode,
        durationMs: e.durationMs ?? measuredMs(prev2.startedAt, e.at),
        endedAt: e.at
      };
      s.earlierCalls = updatedEarlier(s.earlierCalls, at, prev2, next, o);
      return s;
    }
    const call = {
      id: e.id,
      name: e.name ?? "unknown",
      status: e.status,
      parentId: e.parentId,
      input: null,
      outputPreview,
      outputChars,
      exitCode: e.exitCode,
      durationMs: e.durationMs,
      startedAt: e.at,
      endedAt: e.at
    };
    s.toolCalls = appendedCall(s.toolCalls, call, owned);
    if (s.earlierCalls.log !== null && s.toolCalls.length >= 2 * s.earlierCalls.window) moveOut(s, owned);
    return s;
  }
  const calls = writableCalls(s.toolCalls, owned);
  const prev = calls[i];
  const status = prev.status === "denied" && e.status === "error" ? "denied" : e.status;
  const durationMs = e.durationMs ?? measuredMs(prev.startedAt, e.at);
  if (i >= owned.callsFrom) {
    prev.status = status;
    prev.outputPreview = outputPreview;
    prev.outputChars = outputChars;
    prev.exitCode = e.exitCode;
    prev.durationMs = durationMs;
    prev.endedAt = e.at;
  } else {
    calls[i] = {
      ...prev,
      status,
      outputPreview,
      outputChars,
      exitCode: e.exitCode,
      durationMs,
      endedAt: e.at
    };
  }
  s.toolCalls = calls;
  return s;
}
function markDenied(s, calls, id2, owned) {
  if (id2 === null) return calls;
  const i = findToolIndex(calls, id2);
  if (i < 0) {
    markEarlierDenied(s, id2);
    return calls;
  }
  if (calls[i].status === "denied") return calls;
  const next = writableCalls(calls, owned);
  next[i] = { ...calls[i], status: "denied" };
  return next;
}
function markEarlierDenied(s, id2) {
  const e = s.earlierCalls;
  if (e.count === 0) return;
  const o = findOpen(e, id2);
  if (o >= 0) {
    const { at, call } = e.open[o];
    if (call.status !== "denied")
      s.earlierCalls = updatedEarlier(e, at, call, { ...call, status: "denied" }, o);
    return;
  }
  if (e.deniedIds.includes(id2)) return;
  const h = e.head.findIndex((c) => c.id === id2);
  const prev = h >= 0 ? e.head[h] : null;
  if (prev?.status === "denied") return;
  const withId = { ...e, deniedIds: [...e.deniedIds, id2] };
  if (prev !== null) {
    s.earlierCalls = updatedEarlier(withId, h, prev, { ...prev, status: "denied" }, -1);
    return;
  }
  const from = e.counts.error > 0 ? "error" : "ok";
  s.earlierCalls = {
    ...withId,
    counts: { ...e.counts, [from]: e.counts[from] - 1, denied: e.counts.denied + 1 }
  };
}
function onPermissionDenied(s, e, owned) {
  const calls = markDenied(s, s.toolCalls, e.toolUseId, owned);
  s.toolCalls = calls;
  if (e.toolUseId !== null && s.permissionDenials.some((d) => d.toolUseId === e.toolUseId)) return s;
  let input = e.input;
  if (input === null && e.toolUseId !== null) {
    const i = findToolIndex(calls, e.toolUseId);
    if (i >= 0) input = calls[i].input;
    else {
      const o = findOpen(s.earlierCalls, e.toolUseId);
      if (o >= 0) input = s.earlierCalls.open[o].call.input;
    }
  }
  s.permissionDenials = [
    ...s.permissionDenials,
    { tool: e.tool, toolUseId: e.toolUseId, input: previewValue(input) }
  ];
  return s;
}
function onTodos(s, e) {
  if (e.op === "replace") {
    s.todos = e.todos.map((t) => ({ id: t.id, content: t.content, status: t.status }));
    return s;
  }
  const i = s.todos.findIndex((t) => t.id === e.id);
  if (e.status === "deleted") {
    if (i >= 0) s.todos = s.todos.filter((_, j) => j !== i);
    return s;
  }
  if (i >= 0) {
    const prev = s.todos[i];
    const todos2 = s.todos.slice();
    todos2[i] = { id: prev.id, content: e.content ?? prev.content, status: e.status ?? prev.status };
    s.todos = todos2;
  } else {
    s.todos = [...s.todos, { id: e.id, content: e.content ?? `Task ${e.id}`, status: e.status ?? "pending" }];
  }
  return s;
}
function swappedTokens(total, out, into) {
  if (total === null && out === null && into === null) return null;
  return {
    input: (total?.input ?? 0) - (out?.input ?? 0) + (into?.input ?? 0),
    output: (total?.output ?? 0) - (out?.output ?? 0) + (into?.output ?? 0),
    cacheRead: (total?.cacheRead ?? 0) - (out?.cacheRead ?? 0) + (into?.cacheRead ?? 0),
    cacheWrite: (total?.cacheWrite ?? 0) - (out?.cacheWrite ?? 0) + (into?.cacheWrite ?? 0)
  };
}
function addCost(a, b, sign = 1) {
  if (a === null && b === null) return null;
  return (a ?? 0) + sign * (b ?? 0);
}
function goodTokens(t) {
  return goodCount(t.input) && goodCount(t.output) && goodCount(t.cacheRead) && goodCount(t.cacheWrite);
}
function goodCount(n) {
  return Number.isSafeInteger(n) && n >= 0;
}
function believable(s, e) {
  const goodCost = e.costUsd === null || Number.isFinite(e.costUsd) && e.costUsd >= 0;
  if ((e.tokens === null || goodTokens(e.tokens)) && goodCost) return true;
  s.diagnostics = { ...s.diagnostics, badUsage: s.diagnostics.badUsage + 1 };
  return false;
}
function onUsage(s, e, owned) {
  if (!believable(s, e)) return;
  const f = ownFold(s, owned);
  if (e.cumulative) {
    f.tokenBase = e.tokens ?? f.tokenBase;
    f.costBase = e.costUsd ?? f.costBase;
    if (e.byModel && e.byModel.length > 1) s.tokensByModel = e.byModel;
    f.stepTokens = null;
    f.stepCost = null;
    const none = [];
    owned.recentSteps = none;
    f.recentSteps = none;
  } else {
    const recent = writableRecent(f.recentSteps, owned);
    let j = -1;
    if (e.messageId !== null) {
      for (let i = 0; i < recent.length; i++) {
        if (recent[i].messageId === e.messageId) {
          j = i;
          break;
        }
      }
    }
    let stepCost = f.stepCost;
    let replaced = null;
    if (j >= 0) {
      replaced = recent[j].tokens;
      stepCost = addCost(stepCost, recent[j].costUsd, -1);
      recent.splice(j, 1);
    }
    const stepTokens = swappedTokens(f.stepTokens, replaced, e.tokens);
    stepCost = e.costUsd === null && stepCost === null ? null : addCost(stepCost, e.costUsd);
    recent.push({ messageId: e.messageId, tokens: e.tokens, costUsd: e.costUsd });
    if (recent.length > RECENT_STEPS) recent.splice(0, recent.length - RECENT_STEPS);
    f.stepTokens = stepTokens;
    f.stepCost = stepCost;
    f.recentSteps = recent;
  }
  s.tokens = addTokens(f.tokenBase, f.stepTokens);
  s.costUsd = f.costBase === null && f.stepCost === null ? null : addCost(f.costBase, f.stepCost);
}
function onNotice(s, e) {
  const notice2 = { level: e.level, code: e.code, message: previewText(e.message, 1e3), at: e.at };
  const notices = [...s.notices, notice2];
  s.notices = notices.length > MAX_NOTICES ? notices.slice(-MAX_NOTICES) : notices;
  return s;
}
function beginsTurn(event) {
  switch (event.kind) {
    case "session":
      return true;
    case "step":
    case "text":
    case "tool_call":
      return event.parentId === null;
    default:
      return false;
  }
}
function isSuccessResult(e) {
  return e.outcome === "success" && !e.isError;
}
function onResult(s, e, owned) {
  const before = s.fold.lastResult;
  if (before !== null && !isSuccessResult(before) && isSuccessResult(e) && !s.fold.turnSinceResult) {
    s.diagnostics = { ...s.diagnostics, ignoredResults: s.diagnostics.ignoredResults + 1 };
    return s;
  }
  s.fold = { ...s.fold, lastResult: e, resultCount: s.fold.resultCount + 1, turnSinceResult: false };
  s.subtype = e.subtype;
  s.isError = e.isError;
  s.stopReason = e.stopReason;
  s.terminalReason = e.terminalReason;
  s.turns = e.turns ?? s.turns;
  s.sessionId = s.sessionId ?? e.sessionId;
  s.finalText = !e.isError && e.text !== null ? e.text : s.lastText;
  if (e.permissionDenials !== null) {
    let denials = s.permissionDenials.slice();
    let calls = s.toolCalls;
    for (const d of e.permissionDenials) {
      const input = previewValue(d.input);
      const j = d.toolUseId === null ? -1 : denials.findIndex((x) => x.toolUseId === d.toolUseId);
      if (j >= 0) denials[j] = { tool: d.tool, toolUseId: d.toolUseId, input };
      else denials = [...denials, { tool: d.tool, toolUseId: d.toolUseId, input }];
      calls = markDenied(s, calls, d.toolUseId, owned);
    }
    s.permissionDenials = denials;
    s.toolCalls = calls;
  }
  return s;
}
function onExit(summary2, raw) {
  const e = raw.stderrTail === null ? raw : { ...raw, stderrTail: stripAnsi(raw.stderrTail) };
  const f = summary2.fold;
  const definition = summary2.dialect === null ? void 0 : dialectDefinition(summary2.dialect);
  const decision = incompleteIfUnfinished(
    decideOutcome({
      lastResult: f.lastResult,
      exit: e,
      sawOutput: summary2.startedAt !== null,
      notAStream: f.sawFrame !== true && summary2.diagnostics.badLines > 0 ? summary2.diagnostics.badLines : null,
      exitCodes: definition?.exitCodes,
      endedByClientAfterResult: definition?.endedByClientAfterResult
    }),
    summary2
  );
  const refusals = decision.outcome === "success" ? [] : refusalLines(definition?.refusalLine, e.stderrTail);
  const said = decision.errorMessage ?? "";
  const unsaid = refusals.filter((line) => !said.includes(line));
  if (unsaid.length > 0) decision.errorMessage = said ? `${said}
${unsaid.join("\n")}` : unsaid.join("\n");
  const wall = summary2.startedAt !== null && summary2.lastEventAt !== null ? measuredMs(summary2.startedAt, summary2.lastEventAt) : null;
  const durationMs = f.resultCount === 1 && f.lastResult?.durationMs != null ? f.lastResult.durationMs : wall;
  Object.assign(summary2, {
    status: "finished",
    outcome: decision.outcome,
    outcomeSource: decision.outcomeSource,
    errorMessage: decision.errorMessage,
    isError: decision.isError,
    subtype: decision.subtype,
    durationMs: durationMs ?? f.lastResult?.durationMs ?? null,
    exitCode: e.exitCode,
    signal: e.signal,
    stderrTail: e.stderrTail,
    retriesKnown: definition?.reportsRetries === true,
    stopRequest: e.stoppedBy === "requested" ? e.stopRequest ?? null : null
  });
}
function incompleteIfUnfinished(decision, summary2) {
  if (decision.outcome !== "success") return decision;
  const unfinished = unfinishedWork(summary2, summary2.fold.lastResult);
  if (unfinished === null) return decision;
  return {
    ...decision,
    outcome: "incomplete",
    outcomeSource: "inferred",
    errorMessage: unfinished.message,
    isError: true
  };
}
function refusalLines(pattern, stderrTail) {
  if (pattern === void 0 || stderrTail === null) return [];
  const found = [];
  for (const line of stderrTail.split(/\r?\n/)) {
    const m = pattern.exec(line);
    if (m && !found.includes(m[0].trim())) found.push(m[0].trim());
  }
  return found.slice(-3);
}
function measuredMs(from, to) {
  return to > from ? to - from : null;
}

// src/redact/json-writer.ts
var PIECE = 64 * 1024;

// src/runner/own-files.ts
var NOFOLLOW = constants.O_NOFOLLOW ?? 0;
var CREATE_EXCLUSIVE = constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | NOFOLLOW;
var COPY_CHUNK = 1 << 20;

// src/sinks/snapshot.ts
function narratorTempDir(env) {
  return node_path_default.join(env["RUNNER_TEMP"] || node_os_default.tmpdir(), "narrator");
}

// src/sinks/snapshot-read.ts
var RUN_DIR = /^run-[^/\\]+$/;
function readOwnSnapshot(file, narratorDir) {
  if (!file) return { reason: "no snapshot was saved" };
  if (!node_path_default.isAbsolute(file) || node_path_default.basename(file) !== "snapshot.json") {
    return { reason: `${file} is not a snapshot path Narrator writes` };
  }
  let real;
  let base;
  try {
    base = realpathSync(narratorDir);
    real = realpathSync(file);
  } catch (error3) {
    return { reason: `${file}: ${error3.message}` };
  }
  const runDir = node_path_default.dirname(real);
  if (node_path_default.dirname(runDir) !== base || !RUN_DIR.test(node_path_default.basename(runDir))) {
    return { reason: `${file} is not in a run folder of ${narratorDir}` };
  }
  const relative2 = node_path_default.relative(node_path_default.resolve(narratorDir), node_path_default.resolve(file));
  if (relative2 !== node_path_default.relative(base, real) || lstatSync(node_path_default.dirname(file)).isSymbolicLink()) {
    return { reason: `${file} goes through a symlink` };
  }
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error3) {
    return { reason: `${file}: ${error3.message}` };
  }
  try {
    if (!fstatSync(fd).isFile()) return { reason: `${file} is not a regular file` };
    return { bytes: readFileSync(fd) };
  } finally {
    closeSync(fd);
  }
}

// src/sinks/leftover-run.ts
var LEFTOVER_REASON = "Narrator's post step could not confirm the run's result: the main step did not finish its report (the job was cancelled, the runner stopped it, or GitHub did not take its last writes). The main step's log has what it saw.";
function loadSnapshot(context2) {
  const file = handedText(HANDOFF.snapshotPath);
  if (!file) return null;
  const read = readOwnSnapshot(file, narratorTempDir(context2.runner));
  if ("reason" in read) {
    warning2(`Narrator post step: ignoring the saved snapshot: ${read.reason}`);
    return null;
  }
  try {
    const snapshot = JSON.parse(read.bytes.toString("utf8"));
    return snapshot && typeof snapshot === "object" && snapshot.summary ? snapshot : null;
  } catch {
    return null;
  }
}
async function leftoverSummary(context2) {
  const snapshot = loadSnapshot(context2);
  const at = typeof snapshot?.at === "number" ? snapshot.at : Date.now();
  const saved = { ...emptySummary(), ...snapshot?.summary ?? {} };
  const failed = saved.status === "finished" && OUTCOMES.includes(saved.outcome) && saved.outcome !== "success";
  if (saved.status === "finished" && !failed) {
    warning2(
      "Narrator post step: the saved snapshot says the run succeeded; the post step cannot confirm it, so the run is closed as cancelled (the main step's log has its verdict)"
    );
  }
  try {
    const run3 = failed ? saved : close(
      saved.status === "finished" ? {
        ...saved,
        status: "running",
        outcome: null,
        finalText: null,
        lastText: null,
        structuredOutput: void 0
      } : saved,
      at
    );
    checkOutput(run3, { now: at, redact: patternRedactor.redact, failOn: leftoverFailOn(run3) });
    return run3;
  } catch (error3) {
    warning2(
      `Narrator post step: ignoring the saved snapshot: it is not a run Narrator can report (${error3.message})`
    );
    return close(emptySummary(), at);
  }
}
function close(run3, at) {
  const closed = reduce(run3, {
    kind: "exit",
    at,
    exitCode: null,
    signal: null,
    stderrTail: LEFTOVER_REASON,
    stoppedBy: "cancelled",
    limitMs: null
  });
  return { ...closed, errorMessage: LEFTOVER_REASON };
}
function leftoverFailOn(run3) {
  let failOn;
  try {
    const raw = getInput("fail-on");
    failOn = raw ? parseFailOn(raw) : [...DEFAULT_FAIL_ON];
  } catch {
    failOn = [...DEFAULT_FAIL_ON];
  }
  return run3.outcome !== null && !failOn.includes(run3.outcome) ? [...failOn, run3.outcome] : failOn;
}
function savedFacts() {
  return handedOver(HANDOFF.verdictFacts) ?? {};
}
function leftoverVerdict(summary2) {
  return decideVerdict(summary2, leftoverFailOn(summary2), savedFacts());
}

// src/sinks/check/check-runs.ts
var ANNOTATIONS_PER_REQUEST = 50;
function batches(list, size = ANNOTATIONS_PER_REQUEST) {
  if (list.length === 0) return [[]];
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
function checkRunView(run3) {
  const owner = run3.app?.owner;
  return {
    id: Number(run3.id),
    name: run3.name,
    headSha: run3.head_sha,
    status: run3.status,
    conclusion: run3.conclusion ?? null,
    externalId: run3.external_id ?? null,
    title: run3.output?.title ?? null,
    app: run3.app ? {
      slug: run3.app.slug ?? null,
      name: run3.app.name,
      owner: owner && "login" in owner && typeof owner.login === "string" ? owner.login : null
    } : null
  };
}
function octokitCheckRuns(client) {
  return {
    async get(ref, id2, signal) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/check-runs/{check_run_id}", {
        owner: ref.owner,
        repo: ref.repo,
        check_run_id: id2,
        request: { signal }
      });
      return checkRunView(data);
    },
    async listNamed(ref, sha, name, signal) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/commits/{ref}/check-runs", {
        owner: ref.owner,
        repo: ref.repo,
        ref: sha,
        check_name: name,
        filter: "all",
        per_page: 100,
        request: { signal }
      });
      return data.check_runs.map((run3) => checkRunView(run3));
    },
    async jobUrl(ref, job, signal) {
      const { data } = await client.request(
        "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs",
        {
          owner: ref.owner,
          repo: ref.repo,
          run_id: job.runId,
          attempt_number: job.attempt,
          per_page: 100,
          request: { signal }
        }
      );
      const mine = data.jobs.find((j) => j.runner_name === job.runnerName && j.status !== "completed");
      return mine?.html_url ?? null;
    },
    async pullHeadSha(ref, number3, signal) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
        owner: ref.owner,
        repo: ref.repo,
        pull_number: number3,
        request: { signal }
      });
      return data.head.sha;
    },
    async create(run3, signal) {
      const { data } = await client.request("POST /repos/{owner}/{repo}/check-runs", {
        owner: run3.owner,
        repo: run3.repo,
        name: run3.name,
        head_sha: run3.headSha,
        status: run3.completed ? "completed" : "in_progress",
        started_at: run3.startedAt,
        ...run3.completed ? { conclusion: run3.completed.conclusion, completed_at: run3.completed.completedAt } : {},
        ...run3.detailsUrl ? { details_url: run3.detailsUrl } : {},
        ...run3.externalId ? { external_id: run3.externalId } : {},
        output: run3.output,
        request: { signal }
      });
      return Number(data.id);
    },
    async complete(run3, onBatchError, signal) {
      const [first, ...rest] = batches(run3.annotations);
      await client.request("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}", {
        owner: run3.owner,
        repo: run3.repo,
        check_run_id: run3.id,
        status: "completed",
        conclusion: run3.conclusion,
        completed_at: run3.completedAt,
        ...run3.detailsUrl ? { details_url: run3.detailsUrl } : {},
        output: { ...run3.output, ...first.length > 0 ? { annotations: first } : {} },
        request: { signal }
      });
      let sent = 1;
      for (const [i, batch] of rest.entries()) {
        try {
          await client.request("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}", {
            owner: run3.owner,
            repo: run3.repo,
            check_run_id: run3.id,
            output: { title: run3.output.title, summary: run3.output.summary, annotations: batch },
            request: { signal }
          });
          sent++;
        } catch (error3) {
          onBatchError?.(error3, i + 2);
          break;
        }
      }
      return sent;
    }
  };
}

// src/sinks/check/leftover.ts
var PASSING = /* @__PURE__ */ new Set(["success", "neutral", "skipped"]);
async function completeLeftoverCheck(summary2, context2) {
  const none = { forged: [] };
  const saved = handedOver(HANDOFF.check);
  if (saved === null) return none;
  const token = getInput("github-token") || context2.runner["GITHUB_TOKEN"] || "";
  if (!token) return none;
  const redactor = createRedactor({
    secrets: [token, ...perLine(getInput("redact"))],
    env: context2.parent
  });
  const r = redactor.redact;
  const api = octokitCheckRuns(createGitHubClient(clientOptionsFromEnv(token, context2, r)));
  const name = r(saved.name);
  let mainFinished = handedText(HANDOFF.viewsFinished) === "true" && handedText(HANDOFF.checkFinal) === "true" && saved.conclusion !== void 0;
  let own2 = null;
  if (mainFinished) {
    try {
      own2 = await api.get(saved, saved.id, AbortSignal.timeout(3e4));
    } catch (error3) {
      warning2(
        `Narrator post step: the check '${name}' could not be read back (${r(describeError(error3))})`
      );
      return none;
    }
    if (own2.status !== "completed") {
      warning2(
        `Narrator post step: the saved state says the main step completed the check '${name}', but GitHub shows it ${r(own2.status)}: it is completed as a leftover`
      );
      mainFinished = false;
      own2 = null;
    }
  }
  let verdict;
  if (mainFinished && saved.conclusion !== void 0) {
    verdict = saved.conclusion;
  } else {
    const run3 = summary2 ?? await leftoverSummary(context2);
    const leftover = leftoverVerdict(run3);
    verdict = checkConclusion(leftover);
    const output = checkOutput(run3, {
      now: Date.now(),
      runUrl: runUrlFrom(context2.runner),
      failOn: leftoverFailOn(run3),
      verdict: leftover,
      redact: r
    });
    try {
      await api.complete(
        {
          owner: saved.owner,
          repo: saved.repo,
          id: saved.id,
          conclusion: verdict,
          completedAt: (/* @__PURE__ */ new Date()).toISOString(),
          output,
          annotations: []
        },
        void 0,
        AbortSignal.timeout(3e4)
      );
      info2(`Narrator post step: check '${name}' completed: ${verdict}`);
    } catch (error3) {
      warning2(
        `Narrator post step: the check '${name}' could not be completed (${r(describeError(error3))})`
      );
      return none;
    }
  }
  try {
    const forged2 = await readBack(api, saved, verdict, r, context2, own2);
    if (forged2.length === 0) {
      info2(`Narrator post step: check '${name}' read back: it says ${verdict}, Narrator's verdict`);
    }
    return { forged: forged2 };
  } catch (error3) {
    warning2(
      `Narrator post step: the check '${name}' could not be read back (${r(describeError(error3))})`
    );
    return none;
  }
}
function ourExternalId(env) {
  const runId = env["GITHUB_RUN_ID"];
  return runId ? `${runId}/${env["GITHUB_RUN_ATTEMPT"] || "1"}` : null;
}
function who(run3) {
  if (run3.app === null) return "an app GitHub does not name";
  const owner = run3.app.owner ? `, owned by ${run3.app.owner}` : "";
  return `the app '${run3.app.name}'${run3.app.slug ? ` (${run3.app.slug}${owner})` : owner ? ` (${run3.app.owner})` : ""}`;
}
function sameApp(a, b) {
  return a.app === null || b.app === null ? a.app === b.app : a.app.slug === b.app.slug && a.app.name === b.app.name;
}
function state(run3) {
  return run3.status === "completed" ? run3.conclusion ?? "completed" : run3.status;
}
async function readBack(api, saved, verdict, r, context2, read) {
  const ref = { owner: saved.owner, repo: saved.repo };
  const signal = () => AbortSignal.timeout(3e4);
  const own2 = read ?? await api.get(ref, saved.id, signal());
  if (own2.name !== saved.name) {
    warning2(
      `Narrator post step: check run ${saved.id} is named '${r(own2.name)}', not '${r(saved.name)}': the saved check is not Narrator's; nothing is re-asserted`
    );
    return [];
  }
  const forged2 = [];
  const note = (what) => ({
    title: `Narrator's verdict: ${verdict} (re-asserted by its post step)`,
    summary: `${what}

Narrator's post step set this check back to the run's verdict, \`${verdict}\`, and failed the job.`
  });
  const reassert = async (run3, what) => {
    if (PASSING.has(verdict)) return "the job fails instead (the post step never writes a success)";
    try {
      await api.complete(
        {
          ...ref,
          id: run3.id,
          conclusion: verdict,
          completedAt: (/* @__PURE__ */ new Date()).toISOString(),
          output: note(what),
          annotations: []
        },
        void 0,
        signal()
      );
      return `set back to ${verdict}`;
    } catch (error3) {
      return `it could not be set back (${r(describeError(error3))}), so the job fails`;
    }
  };
  if (own2.status !== "completed" || own2.conclusion !== verdict) {
    const what = `Narrator's check run ${own2.id} says ${state(own2)}${own2.title ? ` ('${r(own2.title)}')` : ""}, but Narrator's verdict is ${verdict}: it was changed after Narrator wrote it.`;
    forged2.push(`${what} ${await reassert(own2, what)}.`);
  }
  if (!PASSING.has(verdict)) {
    const mine = ourExternalId(context2.runner);
    const others = await api.listNamed(ref, own2.headSha, own2.name, signal());
    for (const other of others) {
      if (other.id === own2.id || other.status !== "completed" || !PASSING.has(other.conclusion ?? ""))
        continue;
      if (other.id < own2.id && sameApp(other, own2)) continue;
      const claims = other.externalId !== null && /^\d+\/\d+$/.test(other.externalId) && other.externalId !== mine ? ` It names workflow run ${other.externalId.split("/")[0]} (external_id ${r(other.externalId)}); if that run did not make it, it is forged too.` : "";
      const what = `${other.id > own2.id ? "A newer" : "Another"} check run ${other.id} named '${r(other.name)}' on ${own2.headSha.slice(0, 12)} says ${state(other)}${other.title ? ` ('${r(other.title)}')` : ""}, created by ${r(who(other))}, while Narrator's verdict is ${verdict}.${claims}`;
      const done = claims ? "left as it is, and the job fails" : await reassert(other, what);
      forged2.push(`${what} ${done}.`);
    }
  }
  return forged2;
}
async function reportForgedChecks(forged2, context2) {
  for (const line of forged2) error2(`Narrator post step: a forged check: ${line}`);
  const file = context2.runner["GITHUB_STEP_SUMMARY"];
  if (!file || forged2.length === 0) return;
  const body = [
    "### \u26A0\uFE0F A check of Narrator's name was changed or forged",
    "",
    ...forged2.map((line) => `- ${inlineText(line, 1e3)}`),
    "",
    "Give the agent a token without `checks: write` (docs/outcome.md).",
    ""
  ].join("\n");
  await appendFile2(file, body);
}
var checkLeftover = {
  name: "check",
  label: "check",
  finish: (run3) => completeLeftoverCheck(run3.summary, run3.context)
};

// src/github/identity.ts
var VIEWER_QUERY = "query { viewer { login databaseId } }";
var IdentityError = class extends Error {
  name = "IdentityError";
};
async function fetchIdentity(octokit, signal) {
  const lookup = octokit.lookupClient();
  const data = await lookup.graphql(
    VIEWER_QUERY,
    { request: { signal } }
  );
  const login = data?.viewer?.login;
  const id2 = data?.viewer?.databaseId;
  if (typeof login !== "string" || login === "") {
    throw new IdentityError("GitHub did not say which account the token belongs to (no viewer login)");
  }
  return { login, id: typeof id2 === "number" && Number.isSafeInteger(id2) ? id2 : null };
}
function sameAccount(author, me) {
  if (author === null) return false;
  if (author.id !== null && me.id !== null) return author.id === me.id;
  return author.login.toLowerCase() === me.login.toLowerCase();
}

// src/github/issue-comments.ts
function octokitIssueComments(octokit, target) {
  const { owner, repo, issueNumber } = target;
  let identity2 = null;
  return {
    async listPage(page, perPage, signal) {
      const response = await octokit.rest.issues.listComments({
        owner,
        repo,
        issue_number: issueNumber,
        page,
        per_page: perPage,
        request: { signal }
      });
      return {
        comments: response.data.map(toComment),
        lastPage: lastPageOf(response.headers.link)
      };
    },
    async create(body, signal) {
      const response = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        request: { signal }
      });
      return toComment(response.data);
    },
    async update(commentId, body, signal) {
      const response = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: commentId,
        body,
        request: { signal }
      });
      return toComment(response.data);
    },
    async get(commentId, signal) {
      const response = await octokit.rest.issues.getComment({
        owner,
        repo,
        comment_id: commentId,
        request: { signal }
      });
      return toComment(response.data);
    },
    async remove(commentId, signal) {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: commentId, request: { signal } });
    },
    whoAmI(signal) {
      identity2 ??= fetchIdentity(octokit, signal).catch((error3) => {
        identity2 = null;
        throw error3;
      });
      return identity2;
    }
  };
}
function toComment(data) {
  const login = data.user?.login;
  return {
    id: data.id,
    body: data.body ?? "",
    htmlUrl: data.html_url ?? null,
    author: typeof login === "string" && login !== "" ? { login, id: data.user?.id ?? null } : null
  };
}
function lastPageOf(link) {
  if (!link) return null;
  for (const part of link.split(",")) {
    if (!/rel="last"/.test(part)) continue;
    const url = /<([^<>]+)>/.exec(part)?.[1];
    if (!url) continue;
    const page = Number(new URL(url, "https://api.github.com").searchParams.get("page"));
    if (Number.isSafeInteger(page) && page > 0) return page;
  }
  return null;
}

// src/github/target.ts
var PR_EVENTS = /* @__PURE__ */ new Set([
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment"
]);
var ISSUE_EVENTS = /* @__PURE__ */ new Set(["issues", "issue_comment"]);
var DISPATCH_ISSUE_INPUTS = ["issue-number", "issue_number"];
var DISPATCH_PR_INPUTS = ["pr-number", "pr_number", "pull-request-number"];
function resolveTarget(input) {
  const setting = normalizeSetting(input.commentOn);
  if (setting === "none") return { target: null, reason: "comment-on is none" };
  const repo = splitRepository(input.repository);
  if (repo === null) {
    return { target: null, reason: `GITHUB_REPOSITORY '${input.repository}' is not owner/repo` };
  }
  if (typeof setting === "number") {
    if (positiveInt(setting) === null)
      return { target: null, reason: `comment-on ${setting} is not an issue number` };
    return {
      target: { ...repo, issueNumber: setting, kind: "issue" },
      reason: `comment-on names #${setting}`
    };
  }
  const payload = asRecord(input.payload);
  const event = input.eventName;
  if (PR_EVENTS.has(event)) {
    const number3 = positiveInt(asRecord(payload.pull_request).number) ?? positiveInt(payload.number);
    if (number3 === null)
      return { target: null, reason: `the ${event} payload carries no pull request number` };
    return { target: { ...repo, issueNumber: number3, kind: "pr" }, reason: `${event} on #${number3}` };
  }
  if (ISSUE_EVENTS.has(event)) {
    const issue3 = asRecord(payload.issue);
    const number3 = positiveInt(issue3.number);
    if (number3 === null) return { target: null, reason: `the ${event} payload carries no issue number` };
    const kind = issue3.pull_request ? "pr" : "issue";
    return { target: { ...repo, issueNumber: number3, kind }, reason: `${event} on #${number3}` };
  }
  if (event === "workflow_dispatch") {
    const inputs = asRecord(payload.inputs);
    for (const [names, kind] of [
      [DISPATCH_PR_INPUTS, "pr"],
      [DISPATCH_ISSUE_INPUTS, "issue"]
    ]) {
      for (const name of names) {
        const raw = inputs[name];
        if (raw === void 0 || raw === null || raw === "") continue;
        const number3 = positiveInt(raw);
        if (number3 === null) {
          return { target: null, reason: `workflow_dispatch input ${name} '${String(raw)}' is not a number` };
        }
        return {
          target: { ...repo, issueNumber: number3, kind },
          reason: `workflow_dispatch ${name} #${number3}`
        };
      }
    }
    return { target: null, reason: "workflow_dispatch without an issue-number or pr-number input" };
  }
  return {
    target: null,
    reason: `a ${event || "unknown"} event has no issue or pull request (set comment-on to a number)`
  };
}
function normalizeSetting(setting) {
  if (typeof setting === "object") {
    if (setting.kind === "number") return setting.number;
    return setting.kind;
  }
  return setting;
}
function splitRepository(repository) {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository.trim());
  if (!match) return null;
  return { owner: match[1], repo: match[2] };
}
function asRecord(value) {
  return typeof value === "object" && value !== null ? value : {};
}
function positiveInt(value) {
  const number3 = typeof value === "string" && /^\s*#?\d+\s*$/.test(value) ? Number(value.replace("#", "")) : value;
  return typeof number3 === "number" && Number.isSafeInteger(number3) && number3 > 0 ? number3 : null;
}

// src/report/comment-key.ts
var MAX_KEY_LENGTH = 200;
function commentKey(input) {
  const explicit = input.commentKey?.trim();
  if (explicit) return sanitizeKey(explicit);
  const parts = [input.workflow?.trim() || "workflow", input.job?.trim() || "job"];
  const leg = legLabel(input);
  return sanitizeKey(parts.join("/") + (leg ? ` (${leg})` : ""));
}
function legLabel(input) {
  const values = matrixValues(input.matrix).filter((v) => v !== "");
  const index = input.jobIndex;
  const hasIndex = typeof index === "number" && Number.isSafeInteger(index) && index >= 0;
  if (values.length === 0 && (!hasIndex || index === 0)) return null;
  const label = hasIndex ? `leg ${index + 1}` : null;
  if (values.length === 0) return label;
  return label ? `${label}: ${values.join(", ")}` : values.join(", ");
}
function commentMarker(key) {
  return `<!-- narrator:${sanitizeKey(key)} -->`;
}
function hasMarker(body, marker2) {
  return typeof body === "string" && body.trimStart().startsWith(marker2);
}
function withMarker(body, marker2) {
  return hasMarker(body, marker2) ? body : `${marker2}
${body}`;
}
function sanitizeKey(raw) {
  let key = raw.replace(/[\u0000-\u001f\u007f<>!]/g, " ").replace(/\s+/g, " ");
  while (key.includes("--")) key = key.replaceAll("--", "-");
  key = key.trim().replace(/^-+|(?<!-)-+$/g, "");
  if (key.length > MAX_KEY_LENGTH) {
    const digest = createHash("sha256").update(key).digest("hex").slice(0, 12);
    key = `${key.slice(0, MAX_KEY_LENGTH - digest.length - 3).trimEnd()} ~ ${digest}`;
  }
  return key || "default";
}
function matrixValues(matrix) {
  let value = matrix;
  if (typeof value === "string") {
    const text3 = value.trim();
    if (text3 === "" || text3 === "null") return [];
    try {
      value = JSON.parse(text3);
    } catch {
      return [text3];
    }
  }
  if (value === null || value === void 0) return [];
  if (typeof value !== "object") return [String(value)];
  return Object.keys(value).sort().map((name) => {
    const leg = value[name];
    return typeof leg === "object" && leg !== null ? JSON.stringify(leg) : String(leg);
  });
}

// src/sinks/comment-place.ts
function commentPlace(config2, env, event) {
  const resolution = resolveTarget({
    commentOn: config2.commentOn,
    eventName: env["GITHUB_EVENT_NAME"] ?? "",
    payload: event.payload,
    repository: env["GITHUB_REPOSITORY"] ?? ""
  });
  if (resolution.target === null) return { target: null, reason: resolution.reason };
  const key = commentKey({
    commentKey: config2.commentKey,
    workflow: env["GITHUB_WORKFLOW"],
    job: env["GITHUB_JOB"],
    matrix: config2.leg.matrix,
    jobIndex: config2.leg.jobIndex
  });
  return { target: resolution.target, marker: commentMarker(key) };
}

// src/github/find-comment.ts
var PER_PAGE = 100;
async function findMarkedComment(api, marker2, options = {}) {
  const maxPages = options.maxPages ?? 10;
  let me = null;
  const newestOurs = async (comments) => {
    for (let i = comments.length - 1; i >= 0; i--) {
      const comment = comments[i];
      if (!hasMarker(comment.body, marker2)) continue;
      if (me === null) {
        try {
          me = await api.whoAmI(options.signal);
        } catch (error3) {
          options.onIdentityUnknown?.(error3);
          return "unknown";
        }
      }
      if (sameAccount(comment.author, me)) return comment;
      options.onForeign?.(comment, me);
    }
    return null;
  };
  options.onRequest?.();
  const first = await api.listPage(1, PER_PAGE, options.signal);
  const lastPage = first.lastPage ?? 1;
  for (let page = lastPage, read = 1; page > 1 && read < maxPages; page--, read++) {
    options.onRequest?.();
    const { comments } = await api.listPage(page, PER_PAGE, options.signal);
    const found2 = await newestOurs(comments);
    if (found2 === "unknown") return null;
    if (found2) return found2;
  }
  const found = await newestOurs(first.comments);
  return found === "unknown" ? null : found;
}

// src/github/logger.ts
var silentLogger = {
  debug: () => {
  },
  warning: () => {
  }
};

// src/sinks/comment/live-comment.ts
var MAX_COMMENT_CHARS = 65536;

// src/sinks/comment/finalize.ts
async function finalizeLeftover(options) {
  const logger = options.logger ?? silentLogger;
  let commentId = options.commentId ?? null;
  try {
    let identityError = null;
    let found = await findMarkedComment(options.api, options.marker, {
      onForeign: (comment, me) => logger.warning(
        `Narrator ignores comment ${comment.id}: it carries Narrator's marker but was written by ${comment.author?.login ?? "a deleted account"}, not by ${me.login}`
      ),
      onIdentityUnknown: (error3) => {
        identityError = error3;
      }
    });
    if (!found && identityError !== null && commentId !== null) {
      logger.debug(
        `Narrator could not tell which account it posts as (${describeError(identityError)}); it finalizes the comment the main step created`
      );
      found = await options.api.get(commentId);
    }
    if (!found) {
      if (!options.createIfMissing || typeof options.body !== "string") {
        return { edited: false, commentId, reason: "no comment of this run to finalize" };
      }
      const body2 = withMarker(options.body, options.marker).slice(0, MAX_COMMENT_CHARS);
      const created = await options.api.create(body2);
      return { edited: true, commentId: created.id, reason: "posted (the main step never created it)" };
    }
    if (commentId !== null && commentId !== found.id) {
      logger.debug(
        `Narrator finalizes comment ${found.id}, the newest with its marker (saved: ${commentId})`
      );
    }
    commentId = found.id;
    if (!hasMarker(found.body, options.marker)) {
      return { edited: false, commentId, reason: "the comment does not carry our marker" };
    }
    const next = typeof options.body === "string" ? options.body : options.body(found.body);
    if (next === null) return { edited: false, commentId, reason: "the comment is already final" };
    const body = withMarker(next, options.marker).slice(0, MAX_COMMENT_CHARS);
    if (body === found.body) return { edited: false, commentId, reason: "the comment already says this" };
    await options.api.update(commentId, body);
    return { edited: true, commentId, reason: "finalized" };
  } catch (error3) {
    const failure2 = classifyGitHubError(error3, Date.now());
    const reason = `could not finalize the comment (${failure2.kind}: ${describeError(error3)})`;
    logger.warning(`Narrator ${reason}`);
    return { edited: false, commentId, reason };
  }
}

// src/sinks/comment/leftover.ts
function sameCommentPlace(saved, derived2) {
  return derived2 !== null && saved.owner === derived2.owner && saved.repo === derived2.repo && saved.issueNumber === derived2.issueNumber && saved.marker === derived2.marker;
}
function derivedPlace(context2) {
  try {
    return placeOf(
      commentPlace(
        readInputs((name) => getInput(name), context2.runner),
        context2.runner,
        context2.event
      )
    );
  } catch {
    return null;
  }
}
function placeOf(place) {
  return place.target === null ? null : { ...place.target, marker: place.marker };
}
async function finalizeLeftoverComment(summary2, context2) {
  const saved = handedOver(HANDOFF.comment);
  if (saved === null || handedText(HANDOFF.commentFinal) === "true") return;
  const derived2 = derivedPlace(context2);
  if (!sameCommentPlace(saved, derived2)) {
    warning2(
      `Narrator post step: ignoring the saved comment (${saved.owner}/${saved.repo}#${saved.issueNumber}): it is not the one this step's inputs and event give`
    );
    return;
  }
  const token = getInput("github-token") || context2.runner["GITHUB_TOKEN"] || "";
  if (!token) return;
  const redactor = createRedactor({
    secrets: [token, ...perLine(getInput("redact"))],
    env: context2.parent
  });
  const run3 = summary2 ?? await leftoverSummary(context2);
  const runUrl = runUrlFrom(context2.runner);
  const body = redactor.redact(
    renderComment(run3, {
      now: Date.now(),
      marker: saved.marker,
      runUrl,
      failOn: leftoverFailOn(run3),
      verdict: leftoverVerdict(run3),
      redact: redactor.redact
    })
  );
  const options = clientOptionsFromEnv(token, context2, redactor.redact);
  const { logger } = options;
  const client = createGitHubClient(options);
  const result = await finalizeLeftover({
    api: octokitIssueComments(client, { ...saved, kind: "issue" }),
    marker: saved.marker,
    commentId: saved.commentId,
    body,
    // The state is saved once the target is known, before the create: if the create never
    // landed, the post step is the last chance to put the result on the PR.
    createIfMissing: true,
    logger
  });
  info2(`Narrator post step: live comment ${result.commentId ?? "(none)"}: ${result.reason}`);
}
var commentLeftover = {
  name: "comment",
  label: "comment",
  finish: async (run3) => {
    await finalizeLeftoverComment(run3.summary, run3.context);
    return {};
  }
};

// src/sinks/job-log/leftover.ts
async function finishLeftoverViews(context2) {
  if (handedText(HANDOFF.viewsFinished) !== "false") {
    return { finished: false, summary: null };
  }
  const summary2 = await leftoverSummary(context2);
  error2(
    `Narrator: the main step ended before its report was finished; outcome ${summary2.outcome} after ${callTotal(summary2)} tool calls (from the last snapshot).`
  );
  return { finished: true, summary: summary2 };
}
var jobLogLeftover = {
  name: "job-log",
  label: null,
  finish: async (run3) => ({ summary: (await finishLeftoverViews(run3.context)).summary })
};

// src/ledger/ledger.ts
var LEDGER_VERSION = 1;
var DATA_PREFIX = "<!-- narrator-ledger-data v";
var DATA_RE = /<!-- narrator-ledger-data v(\d+) ([A-Za-z0-9+/=]*) -->/;
var BLOCK_BUDGET = 4e4;
var MAX_ROWS = 60;
var MAX_PARSED_ROWS = 1e3;
var SHORT = 200;
var count = number2().check(int(), _gte(0), _lte(Number.MAX_SAFE_INTEGER));
var amount = number2().check(_gte(0), _lte(1e12));
var text2 = (max = SHORT) => string2().check(_maxLength(max));
var OUTCOME_SET = new Set(OUTCOMES);
var rowSchema = object({
  id: text2(400),
  runId: text2(40),
  attempt: count,
  job: text2(300),
  agent: nullable(text2()),
  model: nullable(text2()),
  sessionId: nullable(text2()),
  resumed: boolean2(),
  conclusion: _enum(["success", "failure"]),
  source: text2(40),
  outcome: nullable(string2().check(refine((o) => OUTCOME_SET.has(o), "not an outcome"))),
  failureKind: nullable(text2(40)),
  costUsd: nullable(amount),
  estimatedCostUsd: nullable(amount),
  tokensIn: nullable(count),
  tokensOut: nullable(count),
  cacheRead: nullable(count),
  durationMs: nullable(count),
  headSha: nullable(text2(64)),
  time: text2(40),
  actor: nullable(text2(100)),
  comments: array(count).check(_maxLength(100)),
  // Optional: rows written before deferred steers were kept have neither.
  deferred: optional(
    array(object({ id: count, by: text2(100), hash: string2().check(_regex(/^[0-9a-f]{32}$/)) })).check(_maxLength(100))
  ),
  settled: optional(array(count).check(_maxLength(100)))
});
var totalsSchema = object({
  runs: count,
  costUsd: amount,
  costUnknown: count,
  tokensIn: count,
  tokensOut: count,
  durationMs: count,
  outcomes: record(string2().check(_maxLength(40)), count),
  failed: count
});
var blockSchema = object({
  v: literal(LEDGER_VERSION),
  job: text2(300),
  rows: array(rowSchema).check(_maxLength(MAX_PARSED_ROWS)),
  rolled: totalsSchema
});
function emptyTotals() {
  return {
    runs: 0,
    costUsd: 0,
    costUnknown: 0,
    tokensIn: 0,
    tokensOut: 0,
    durationMs: 0,
    outcomes: {},
    failed: 0
  };
}
function emptyBlock(job) {
  return { v: LEDGER_VERSION, job, rows: [], rolled: emptyTotals() };
}
function parseLedgerBlock(body) {
  if (typeof body !== "string" || !body.includes(DATA_PREFIX)) return { kind: "none" };
  const match = DATA_RE.exec(body);
  if (!match) return { kind: "bad", reason: "the ledger data line is malformed" };
  if (Number(match[1]) !== LEDGER_VERSION) {
    return { kind: "bad", reason: `ledger version ${match[1].slice(0, 10)} is not one this Narrator reads` };
  }
  let data;
  try {
    data = JSON.parse(Buffer.from(match[2], "base64").toString("utf8"));
  } catch {
    return { kind: "bad", reason: "the ledger data is not JSON" };
  }
  const parsed = blockSchema.safeParse(data);
  if (!parsed.success) {
    const issue3 = parsed.error.issues[0];
    const where = issue3 ? issue3.path.map(String).join(".") : "";
    return {
      kind: "bad",
      reason: `the ledger data does not check${where ? ` (at ${where.slice(0, 80)})` : ""}`
    };
  }
  const block = parsed.data;
  const ids = /* @__PURE__ */ new Set();
  for (const row of block.rows) {
    if (ids.has(row.id)) return { kind: "bad", reason: "the ledger data repeats a run" };
    ids.add(row.id);
  }
  return { kind: "ok", block };
}
function serializeLedgerBlock(block) {
  const data = Buffer.from(JSON.stringify(block), "utf8").toString("base64");
  return `${DATA_PREFIX}${block.v} ${data} -->`;
}
function rowId(runId, attempt, job) {
  return `${runId}/${attempt}/${job}`;
}
function mergeRows(block, rows, limits = {}) {
  const budget = limits.budget ?? BLOCK_BUDGET;
  const maxRows = limits.maxRows ?? MAX_ROWS;
  const byId = new Map(block.rows.map((r) => [r.id, r]));
  for (const r of rows) byId.set(r.id, r);
  const sorted = [...byId.values()].sort(byTime);
  let rolled = block.rolled;
  let kept = sorted;
  const over = () => kept.length > maxRows || serializeLedgerBlock({ ...block, rows: kept, rolled }).length > budget;
  while (kept.length > 0 && over()) {
    const n = Math.max(1, Math.min(kept.length, Math.ceil(kept.length / 10), kept.length - maxRows));
    rolled = addTotals(rolled, totalsOf(kept.slice(0, n)));
    kept = kept.slice(n);
  }
  return { ...block, rows: kept, rolled };
}
function byTime(a, b) {
  return a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function totalsOf(rows) {
  const t = emptyTotals();
  for (const r of rows) {
    t.runs++;
    if (r.costUsd === null) t.costUnknown++;
    else t.costUsd += r.costUsd;
    t.tokensIn += r.tokensIn ?? 0;
    t.tokensOut += r.tokensOut ?? 0;
    t.durationMs += r.durationMs ?? 0;
    const o = r.outcome ?? "none";
    t.outcomes[o] = (t.outcomes[o] ?? 0) + 1;
    if (r.conclusion === "failure") t.failed++;
  }
  return t;
}
function addTotals(a, b) {
  const outcomes = { ...a.outcomes };
  for (const [k, v] of Object.entries(b.outcomes)) outcomes[k] = (outcomes[k] ?? 0) + v;
  return {
    runs: a.runs + b.runs,
    costUsd: a.costUsd + b.costUsd,
    costUnknown: a.costUnknown + b.costUnknown,
    tokensIn: a.tokensIn + b.tokensIn,
    tokensOut: a.tokensOut + b.tokensOut,
    durationMs: a.durationMs + b.durationMs,
    outcomes,
    failed: a.failed + b.failed
  };
}
function ledgerTotals(blocks) {
  const seenJobs = /* @__PURE__ */ new Set();
  const rows = /* @__PURE__ */ new Map();
  let total = emptyTotals();
  for (const block of blocks) {
    if (seenJobs.has(block.job)) continue;
    seenJobs.add(block.job);
    total = addTotals(total, block.rolled);
    for (const r of block.rows) if (!rows.has(r.id)) rows.set(r.id, r);
  }
  return addTotals(total, totalsOf([...rows.values()]));
}
function usd(n) {
  if (n > 0 && n < 0.01) return `$${n.toFixed(4)}`;
  return `$${n.toFixed(2)}`;
}
function costOutput(t) {
  return String(Math.round(t.costUsd * 1e4) / 1e4);
}
var NAMED2 = [
  ["incomplete", "incomplete"],
  ["waiting_for_input", "waiting for input"],
  ["error", "error"],
  ["timed_out", "timed out"],
  ["cancelled", "cancelled"],
  ["budget_exceeded", "over budget"],
  ["max_turns", "turn limit"],
  ["max_tokens", "token limit"],
  ["none", "without outcome"]
];
function totalsLine(t, kind = "pr", running) {
  const where = kind === "pr" ? "this PR" : "this issue";
  const outcomes = { ...t.outcomes };
  let costUnknown = t.costUnknown;
  if (running) {
    if ((outcomes["none"] ?? 0) > 0) outcomes["none"] = outcomes["none"] - 1;
    if (!running.costKnown && costUnknown > 0) costUnknown -= 1;
  }
  const parts = [
    `${where}: ${t.runs} agent run${t.runs === 1 ? "" : "s"}${running ? " (this one running)" : ""}`
  ];
  if (t.runs - (running && !running.costKnown ? 1 : 0) > costUnknown || t.runs === 0)
    parts.push(usd(t.costUsd));
  if (costUnknown > 0) parts.push(`${costUnknown} without cost`);
  const named2 = new Set(NAMED2.map(([k]) => k));
  for (const [key, word] of NAMED2) if ((outcomes[key] ?? 0) > 0) parts.push(`${outcomes[key]} ${word}`);
  let other = 0;
  for (const [k, v] of Object.entries(outcomes)) if (k !== "success" && !named2.has(k)) other += v;
  if (other > 0) parts.push(`${other} other`);
  return parts.join(" \xB7 ");
}

// src/ledger/render.ts
var SHOWN_ROWS = 20;
function renderLedgerComment(o) {
  const rows = o.block.rows.slice(-SHOWN_ROWS).reverse();
  const lines = [
    o.marker,
    `**Narrator ledger** \xB7 ${totalsLine(o.totals, o.kind)}`,
    "",
    `<details><summary>${cell(o.block.job)}: ${o.block.rows.length + o.block.rolled.runs} run${o.block.rows.length + o.block.rolled.runs === 1 ? "" : "s"}</summary>`,
    "",
    "| run | verdict | agent \xB7 model | cost | tokens in / out | time | by |",
    "|---|---|---|---|---|---|---|",
    ...rows.map((r) => rowLine(r, o.runsUrl ?? null))
  ];
  if (o.block.rows.length > rows.length)
    lines.push("", `*${o.block.rows.length - rows.length} older runs in the data.*`);
  if (o.block.rolled.runs > 0) {
    lines.push(
      "",
      `*${o.block.rolled.runs} oldest runs rolled into the totals (${usd(o.block.rolled.costUsd)}).*`
    );
  }
  lines.push("", "</details>", "", serializeLedgerBlock(o.block), "");
  return lines.join("\n");
}
function rowLine(r, runsUrl) {
  const run3 = `${r.runId}${r.attempt > 1 ? ` #${r.attempt}` : ""}`;
  const runCell = runsUrl && /^\d+$/.test(r.runId) ? `[${run3}](${runsUrl}/${r.runId})` : cell(run3);
  const said = r.outcome ?? r.source;
  const kind = r.failureKind && r.failureKind !== said ? ` (${cell(r.failureKind)})` : "";
  const verdict = `${r.conclusion === "failure" ? "\u274C" : "\u2705"} ${cell(said)}${kind}${r.resumed ? " \xB7 resumed" : ""}`;
  const who2 = [r.agent === null ? null : agentName(r.agent), r.model].filter(Boolean).map((s) => cell(s)).join(" \xB7 ") || "n/a";
  const cost = r.costUsd !== null ? usd(r.costUsd) : r.estimatedCostUsd !== null ? `\u2248 ${usd(r.estimatedCostUsd)}` : "n/a";
  const tokens = r.tokensIn === null && r.tokensOut === null ? "n/a" : `${tokenCount(r.tokensIn)} / ${tokenCount(r.tokensOut)}`;
  return `| ${runCell} | ${verdict} | ${who2} | ${cost} | ${tokens} | ${cell(r.time.slice(0, 16).replace("T", " "))} | ${r.actor ? cell(r.actor) : "n/a"} |`;
}
function agentName(agent) {
  const dialect = agent === "claude" ? "claude-code" : agent;
  return Object.hasOwn(AGENT_FACTS, dialect) ? AGENT_FACTS[dialect].label : agent;
}
function tokenCount(n) {
  if (n === null || !Number.isFinite(n)) return "n/a";
  if (n < 1e3) return String(Math.round(n));
  if (n < 999950) return `${(n / 1e3).toFixed(1)}k`;
  return `${(n / 1e6).toFixed(2)}M`;
}
function cell(text3) {
  return text3.replace(/[\r\n\t]+/g, " ").replace(/[\\`*_[\]<>|#~!]/g, (c) => `\\${c}`).replace(/@/g, "@\u200B").slice(0, 200);
}

// src/github/ledger-store.ts
var PREFIX2 = "<!-- narrator-ledger:";
var PER_PAGE2 = 100;
function ledgerMarker(key) {
  return `${PREFIX2}${sanitizeKey(key)} -->`;
}
function ledgerKeyOf(body) {
  if (typeof body !== "string") return null;
  const text3 = body.trimStart();
  if (!text3.startsWith(PREFIX2)) return null;
  const end = text3.indexOf(" -->", PREFIX2.length);
  if (end < 0 || text3.slice(PREFIX2.length, end).includes("\n")) return null;
  return text3.slice(PREFIX2.length, end);
}
async function readLedger(api, o = {}) {
  const maxPages = o.maxPages ?? 30;
  const found = [];
  let listed = 0;
  let lastPage = 1;
  for (let page = 1; page <= Math.min(lastPage, maxPages); page++) {
    const result = await api.listPage(page, PER_PAGE2, o.signal);
    if (page === 1) lastPage = result.lastPage ?? 1;
    listed += result.comments.length;
    for (const c of result.comments) if (ledgerKeyOf(c.body) !== null) found.push(c);
  }
  const warnings = [];
  if (lastPage > maxPages)
    warnings.push(`the thread is longer than ${maxPages * PER_PAGE2} comments: the ledger was read in part`);
  const comments = [];
  if (found.length === 0) return { comments, warnings, listed };
  const me = await api.whoAmI(o.signal);
  for (const c of found.sort((a, b) => a.id - b.id)) {
    if (!sameAccount(c.author, me)) {
      warnings.push(
        `ignored the ledger block of comment ${c.id} by ${c.author ? `@${c.author.login}` : "a deleted account"}: only ${me.login}'s count`
      );
      continue;
    }
    const job = ledgerKeyOf(c.body);
    const parsed = parseLedgerBlock(c.body);
    if (parsed.kind === "none") {
      warnings.push(`ignored ledger comment ${c.id}: it holds no ledger data`);
      continue;
    }
    if (parsed.kind === "bad") {
      warnings.push(`ignored ledger comment ${c.id}: ${parsed.reason}`);
      continue;
    }
    if (sanitizeKey(parsed.block.job) !== job) {
      warnings.push(`ignored ledger comment ${c.id}: its data is another job's`);
      continue;
    }
    comments.push({ id: c.id, job, block: parsed.block });
  }
  return { comments, warnings, listed };
}
function totalsWith(read, own2) {
  const others = read.comments.filter((c) => own2 === null || c.job !== sanitizeKey(own2.job)).map((c) => c.block);
  return ledgerTotals(own2 === null ? others : [own2, ...others]);
}
function jobBlock(read, job, rows) {
  const key = sanitizeKey(job);
  const mine = read.comments.filter((c) => c.job === key);
  let block = mine[0]?.block ?? emptyBlock(job);
  for (const dup of mine.slice(1)) block = mergeRows(block, dup.block.rows);
  return mergeRows(block, rows);
}
async function recordLedgerRow(o) {
  const attempts = Math.max(1, o.attempts ?? 5);
  const settleMs = o.settleMs ?? 1500;
  const sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const random = o.random ?? Math.random;
  const now = o.now ?? Date.now;
  const redact = o.redact ?? ((t) => t);
  const key = sanitizeKey(o.job);
  const marker2 = ledgerMarker(o.job);
  let slowest = 0;
  const timed = async (call) => {
    const t0 = now();
    try {
      return await call();
    } finally {
      slowest = Math.max(slowest, now() - t0);
    }
  };
  const read = () => timed(
    () => readLedger(o.api, {
      ...o.maxPages ? { maxPages: o.maxPages } : {},
      ...o.signal ? { signal: o.signal } : {}
    })
  );
  let state2 = await read();
  for (const w of state2.warnings) o.warn?.(w);
  let commentId = null;
  for (let round2 = 1; round2 <= attempts; round2++) {
    const mine = state2.comments.filter((c) => c.job === key);
    const block = jobBlock(state2, o.job, [o.row]);
    const body = redact(
      renderLedgerComment({
        marker: marker2,
        block,
        totals: totalsWith(state2, block),
        kind: o.kind,
        runsUrl: o.runsUrl ?? null
      })
    );
    if (mine.length === 0) {
      commentId = (await timed(() => o.api.create(body, o.signal))).id;
    } else {
      commentId = mine[0].id;
      await timed(() => o.api.update(commentId, body, o.signal));
      for (const dup of mine.slice(1)) await timed(() => o.api.remove(dup.id, o.signal)).catch(() => {
      });
    }
    await sleep(Math.max(settleMs, 2 * slowest) + Math.floor(random() * settleMs));
    state2 = await read();
    const after = state2.comments.filter((c) => c.job === key);
    if (after.length === 1 && after[0].block.rows.some((r) => r.id === o.row.id)) {
      return { verified: true, commentId: after[0].id, totals: totalsWith(state2, null), rounds: round2 };
    }
  }
  return {
    verified: false,
    commentId,
    totals: totalsWith(state2, jobBlock(state2, o.job, [o.row])),
    rounds: attempts
  };
}

// src/github/event-fields.ts
var id = number2().check(int(), _gt(0), _lte(Number.MAX_SAFE_INTEGER));
var commentSchema = object({
  comment: object({
    id: optional(unknown()),
    body: optional(unknown()),
    user: optional(unknown())
  })
});
var userSchema = object({ login: string2(), type: optional(unknown()) });
var headSchema = object({ pull_request: object({ head: object({ sha: string2() }) }) });
function eventComment(payload) {
  const parsed = commentSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { comment } = parsed.data;
  const checkedId = id.safeParse(comment.id);
  const user = userSchema.safeParse(comment.user);
  return {
    id: checkedId.success ? checkedId.data : null,
    body: typeof comment.body === "string" ? comment.body : "",
    login: user.success ? user.data.login : "",
    type: user.success && typeof user.data.type === "string" ? user.data.type : null
  };
}
function triggerCommentId(payload) {
  return eventComment(payload)?.id ?? null;
}
function pullRequestHead(payload) {
  const parsed = headSchema.safeParse(payload);
  return parsed.success ? parsed.data.pull_request.head.sha : null;
}

// src/sinks/ledger/live.ts
var LedgerSink = class {
  #o;
  #api;
  #target;
  #job;
  /** The ledger comment's key: the job's, without the matrix leg (every leg's row is in one). */
  #ledgerKey;
  #read = null;
  #known = null;
  /** This run resumed an earlier session: the resume step sets it (false until then). */
  resumed = false;
  /** Comments this run handled besides its trigger: steers it took while running (the talk step adds them). */
  handledComments = [];
  /** Steers heard too late for this run, for the next (src/converse/pending-steers.ts). */
  deferredSteers = [];
  /** Deferred steers of earlier runs this run delivered or refused for good. */
  settledSteers = [];
  constructor(o, api, target, keys) {
    this.#o = o;
    this.#api = api;
    this.#target = target;
    this.#job = keys.job;
    this.#ledgerKey = keys.ledger;
  }
  /** Reads the ledger in the background. */
  start() {
    this.#read ??= readLedger(this.#api).then((read) => {
      for (const w of read.warnings) warning2(this.#o.redactor.redact(`Narrator ledger: ${w}`));
      this.#known = read;
      return read;
    }).catch((error3) => {
      info2(
        this.#o.redactor.redact(`Narrator ledger: could not read the ledger (${error3.message})`)
      );
      return null;
    });
  }
  /**
   * Resolves once the ledger read at the start is done, or after `ms` (a short run may end before
   * it): the final comment edit waits this long at most to show the PR's totals.
   */
  async ready(ms) {
    if (this.#read === null || this.#known !== null) return;
    let timer;
    await Promise.race([this.#read, new Promise((r) => timer = setTimeout(r, ms))]);
    clearTimeout(timer);
  }
  /** The PR's totals line with this run counted, once the ledger was read; null before. */
  line(summary2, verdict) {
    if (this.#known === null) return null;
    const row = this.row(summary2, verdict ?? null);
    const running = verdict === void 0 && summary2.status === "running";
    return totalsLine(
      totalsWith(this.#known, jobBlock(this.#known, this.#ledgerKey, [row])),
      this.#target.kind,
      running ? { costKnown: row.costUsd !== null } : void 0
    );
  }
  /** This run's row (redacted). */
  row(summary2, verdict) {
    const env = this.#o.context.runner;
    const r = this.#o.redactor.redact;
    const runId = env["GITHUB_RUN_ID"] || "local";
    const attempt = Math.max(1, Math.floor(Number(env["GITHUB_RUN_ATTEMPT"]) || 1));
    const { payload } = this.#o.context.event;
    const commentId = triggerCommentId(payload);
    const trigger = commentId === null ? [] : [commentId];
    const handled = [.../* @__PURE__ */ new Set([...trigger, ...this.handledComments])].slice(0, 100);
    const head = pullRequestHead(payload);
    const text3 = (s, max = 200) => s ? r(s).slice(0, max) : null;
    const outcome = summary2.outcome;
    return {
      id: rowId(runId, attempt, this.#job).slice(0, 400),
      runId: runId.slice(0, 40),
      attempt,
      job: this.#job,
      agent: text3(this.#o.config.command === null ? this.#o.config.agent : summary2.dialect ?? "command"),
      model: text3(summary2.model ?? this.#o.config.model),
      sessionId: text3(summary2.sessionId),
      resumed: this.resumed,
      conclusion: verdict?.conclusion ?? (outcome === "success" ? "success" : "failure"),
      source: verdict?.source ?? "outcome",
      outcome,
      failureKind: classifyFailure(summary2)?.kind ?? null,
      costUsd: finite(summary2.costUsd),
      estimatedCostUsd: finite(summary2.estimatedCostUsd ?? null),
      tokensIn: count2(summary2.tokens?.input),
      tokensOut: count2(summary2.tokens?.output),
      cacheRead: count2(summary2.tokens?.cacheRead),
      durationMs: count2(summary2.durationMs),
      headSha: text3(head ?? env["GITHUB_SHA"], 64),
      time: (/* @__PURE__ */ new Date()).toISOString(),
      actor: text3(env["GITHUB_TRIGGERING_ACTOR"] || env["GITHUB_ACTOR"], 100),
      comments: handled,
      ...this.deferredSteers.length > 0 ? { deferred: this.deferredSteers.slice(0, 100).map((d) => ({ ...d, by: r(d.by).slice(0, 100) })) } : {},
      ...this.settledSteers.length > 0 ? { settled: [...new Set(this.settledSteers)].slice(0, 100) } : {}
    };
  }
  /** Writes the row; sets `pr-cost-usd` and `pr-runs`. Resolves with the totals, or null. Never rejects. */
  async finish(summary2, verdict) {
    try {
      await this.#read;
      const row = this.row(summary2, verdict);
      const settle = this.#o.context.knobs.ledgerSettleMs;
      const result = await recordLedgerRow({
        api: this.#api,
        job: this.#ledgerKey,
        row,
        kind: this.#target.kind,
        runsUrl: runPageUrl(this.#o.context.runner)?.replace(/\/\d+$/, "") ?? null,
        ...settle !== void 0 ? { settleMs: settle } : {},
        warn: (m) => debug2(this.#o.redactor.redact(`Narrator ledger: ${m}`)),
        redact: this.#o.redactor.redact
      });
      setOutput2("pr-cost-usd", costOutput(result.totals));
      setOutput2("pr-runs", String(result.totals.runs));
      const said = totalsLine(result.totals, this.#target.kind);
      info2(
        result.verified ? `Narrator ledger: ${said}` : `Narrator ledger: ${said} (this run's row could not be verified after ${result.rounds} writes)`
      );
      return result.totals;
    } catch (error3) {
      info2(
        this.#o.redactor.redact(
          `Narrator ledger: the run's row was not written (${error3.message})`
        )
      );
      return null;
    }
  }
};
function finite(n) {
  return n !== null && Number.isFinite(n) && n >= 0 ? n : null;
}
function count2(n) {
  return n !== null && n !== void 0 && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}
function ledgerKeys(config2, env) {
  const base = { commentKey: config2.commentKey, workflow: env["GITHUB_WORKFLOW"], job: env["GITHUB_JOB"] };
  return {
    job: commentKey({ ...base, matrix: config2.leg.matrix, jobIndex: config2.leg.jobIndex }),
    ledger: commentKey(base)
  };
}

// src/sinks/ledger/leftover.ts
var ledgerLeftover = {
  name: "ledger",
  label: "ledger",
  finish: async ({ summary: summary2, context: context2 }) => {
    if (summary2 === null || !context2.knobs.ledger) return {};
    const config2 = readInputs((name) => getInput(name), context2.runner);
    if (!config2.ledger) return {};
    const place = commentPlace(config2, context2.runner, context2.event);
    const token = config2.githubToken;
    if (place.target === null || !token) return {};
    const redactor = createRedactor({
      secrets: [token, ...perLine(getInput("redact"))],
      env: context2.parent
    });
    const client = createGitHubClient(clientOptionsFromEnv(token, context2, redactor.redact));
    const api = octokitIssueComments(client, place.target);
    const keys = ledgerKeys(config2, context2.runner);
    const sink = new LedgerSink({ config: config2, context: context2, redactor }, api, place.target, keys);
    const row = sink.row(summary2, leftoverVerdict(summary2));
    const read = await readLedger(api);
    const key = sanitizeKey(keys.ledger);
    if (read.comments.some((c) => c.job === key && c.block.rows.some((r) => r.id === row.id))) {
      info2(`Narrator post step: the ledger already has this run's row (${row.id}): left as it is`);
      return {};
    }
    const settle = context2.knobs.ledgerSettleMs;
    const result = await recordLedgerRow({
      api,
      job: keys.ledger,
      row,
      kind: place.target.kind,
      runsUrl: runPageUrl(context2.runner)?.replace(/\/\d+$/, "") ?? null,
      ...settle !== void 0 ? { settleMs: settle } : {},
      warn: (m) => debug2(redactor.redact(`Narrator ledger: ${m}`)),
      redact: redactor.redact
    });
    info2(
      `Narrator post step: wrote this run's ledger row (${row.outcome ?? "no outcome"}, ${row.conclusion})${result.verified ? "" : `, not verified after ${result.rounds} writes`}`
    );
    return {};
  }
};

// src/sinks/step-summary/live.ts
async function writeStepSummary(summary2, ctx, env) {
  const file = env["GITHUB_STEP_SUMMARY"];
  if (!file) return;
  const redact = ctx.redact ?? ((s) => s);
  const body = renderStepSummary(summary2, { ...ctx, redact });
  await appendFile2(file, body.endsWith("\n") ? body : `${body}
`);
}

// src/sinks/step-summary/leftover.ts
var stepSummaryLeftover = {
  name: "step-summary",
  label: "step summary",
  finish: async ({ summary: summary2, context: context2 }) => {
    if (summary2 === null || getInput("step-summary") === "false") return {};
    const ctx = {
      failOn: leftoverFailOn(summary2),
      verdict: leftoverVerdict(summary2),
      runUrl: runUrlFrom(context2.runner),
      redact: patternRedactor.redact
    };
    await writeStepSummary(summary2, ctx, context2.runner);
    return {};
  }
};

// src/sinks/leftovers.ts
var LEFTOVERS = [
  jobLogLeftover,
  stepSummaryLeftover,
  commentLeftover,
  checkLeftover,
  // After the comment's final edit, as in the main step.
  ledgerLeftover
];

// src/post.ts
var context = readRunContext(process.env);
await useRunnerProxy(context.runner);
try {
  const pid = stopLeftoverAgent((m) => warning2(m));
  if (pid !== null)
    info2(`Narrator post step: stopped the agent left running by the main step (pid ${pid})`);
} catch (error3) {
  warning2(`Narrator post step (agent): ${error3.message}`);
}
try {
  for (const line of giveBackLeftoverWorkspace(context)) info2(line);
} catch (error3) {
  warning2(`Narrator post step (agent-user): ${error3.message}`);
}
var run2 = { summary: null, context };
var forged = [];
for (const leftover of LEFTOVERS) {
  try {
    const done = await leftover.finish(run2);
    if (done.summary !== void 0) run2 = { summary: done.summary, context };
    if (done.forged) forged = [...forged, ...done.forged];
  } catch (error3) {
    const label = leftover.label === null ? "" : ` (${leftover.label})`;
    warning2(`Narrator post step${label}: ${error3.message}`);
  }
}
if (forged.length > 0) {
  await reportForgedChecks(forged, context).catch(
    (error3) => warning2(`Narrator post step (step summary): ${error3.message}`)
  );
  setFailed2(
    `Narrator: ${forged.length === 1 ? "a check run of its name says" : `${forged.length} check runs of its name say`} otherwise than its verdict (forged); see the errors above`
  );
}
flushLog();
process.exit();
