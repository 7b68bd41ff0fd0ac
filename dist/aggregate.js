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
        async doExecute(chained, clearGlobalState, run, free) {
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
            return this._onFailure(error3, eventInfo, clearGlobalState, run, free);
          }
        }
        doExpire(clearGlobalState, run, free) {
          var error3, eventInfo;
          if (this._states.jobStatus(this.options.id === "RUNNING")) {
            this._states.next(this.options.id);
          }
          this._assertStatus("EXECUTING");
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          error3 = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
          return this._onFailure(error3, eventInfo, clearGlobalState, run, free);
        }
        async _onFailure(error3, eventInfo, clearGlobalState, run, free) {
          var retry2, retryAfter;
          if (clearGlobalState()) {
            retry2 = await this.Events.trigger("failed", error3, eventInfo);
            if (retry2 != null) {
              retryAfter = ~~retry2;
              this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
              this.retryCount++;
              return run(retryAfter);
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
              var amount, incr, maximum, now, reservoir;
              now = Date.now();
              if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
                this._lastReservoirRefresh = now;
                this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
                this.instance._drainAll(this.computeCapacity());
              }
              if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
                ({
                  reservoirIncreaseAmount: amount,
                  reservoirIncreaseMaximum: maximum,
                  reservoir
                } = this.storeOptions);
                this._lastReservoirIncrease = now;
                incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
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
        async __groupCheck__(time3) {
          await this.yieldLoop();
          return this._nextRequest + this.timeout < time3;
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
        next(id) {
          var current, next;
          current = this._jobs[id];
          next = current + 1;
          if (current != null && next < this.status.length) {
            this.counts[current]--;
            this.counts[next]++;
            return this._jobs[id]++;
          } else if (current != null) {
            this.counts[current]--;
            return delete this._jobs[id];
          }
        }
        start(id) {
          var initial;
          initial = 0;
          this._jobs[id] = initial;
          return this.counts[initial]++;
        }
        remove(id) {
          var current;
          current = this._jobs[id];
          if (current != null) {
            this.counts[current]--;
            delete this._jobs[id];
          }
          return current != null;
        }
        jobStatus(id) {
          var ref;
          return (ref = this.status[this._jobs[id]]) != null ? ref : null;
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
            var cursor2, end, found2, i, k, keys, len, next, start;
            if (this.connection == null) {
              return this.Promise.resolve(this.keys());
            }
            keys = [];
            cursor2 = null;
            start = `b_${this.id}-`.length;
            end = "_settings".length;
            while (cursor2 !== 0) {
              [next, found2] = await this.connection.__runCommand__(["scan", cursor2 != null ? cursor2 : 0, "match", `b_${this.id}-*_settings`, "count", 1e4]);
              cursor2 = ~~next;
              for (i = 0, len = found2.length; i < len; i++) {
                k = found2[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          }
          _startAutoCleanup() {
            var base;
            clearInterval(this.interval);
            return typeof (base = this.interval = setInterval(async () => {
              var e, k, ref, results, time3, v;
              time3 = Date.now();
              ref = this.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (await v._store.__groupCheck__(time3)) {
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
          jobStatus(id) {
            return this._states.jobStatus(id);
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
            var clearGlobalState, free, run;
            job.doRun();
            clearGlobalState = this._clearGlobalState.bind(this, index);
            run = this._run.bind(this, index, job);
            free = this._free.bind(this, index, job);
            return this._scheduled[index] = {
              timeout: setTimeout(() => {
                return job.doExecute(this._limiter, clearGlobalState, run, free);
              }, wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run, free);
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

// builtin:node:fs
var __builtin = process.getBuiltinModule("node:fs");
var __read = (name) => __builtin[name];
var appendFileSync = /* @__PURE__ */ __read("appendFileSync");
var existsSync = /* @__PURE__ */ __read("existsSync");
var readFileSync = /* @__PURE__ */ __read("readFileSync");
var constants = /* @__PURE__ */ __read("constants");
var promises = /* @__PURE__ */ __read("promises");

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

// src/own-keys.ts
function ownValue(table, key) {
  return Object.hasOwn(table, key) ? table[key] : void 0;
}
function setOwn(out, key, value) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
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
  const leftmost = (re, text2, from) => {
    re.lastIndex = from;
    const m = re.exec(text2);
    return m === null ? NONE : m.index;
  };
  const headBefore = (text2, from, limit) => {
    if (heads === null) return NONE;
    let p = Math.max(from, headClearTo);
    while (p < limit) {
      const cut = text2.indexOf(cutMark, p + 1);
      if (cut === NONE) {
        headClearTo = text2.length;
        return NONE;
      }
      for (p = Math.max(p, cut - longestHead); p < cut && p < limit; p++) {
        heads.lastIndex = p;
        if (heads.test(text2)) {
          headClearTo = p;
          return p;
        }
      }
    }
    headClearTo = p;
    return NONE;
  };
  return (text2, from) => {
    if (text2.length - from < shortText) {
      whole.lastIndex = from;
      return whole.exec(text2);
    }
    if (text2 !== knownText || from < knownFrom) {
      knownText = text2;
      otherAt = UNKNOWN;
      literalAt.fill(UNKNOWN);
      headAt = UNKNOWN;
      headClearTo = from;
    }
    knownFrom = from;
    let best = Number.POSITIVE_INFINITY;
    if (others !== null) {
      if (otherAt === UNKNOWN || otherAt !== NONE && otherAt < from) otherAt = leftmost(others, text2, from);
      if (otherAt !== NONE) best = otherAt;
    }
    for (let i = 0; i < literals.length; i++) {
      let at = literalAt[i];
      if (at === UNKNOWN || at !== NONE && at < from)
        literalAt[i] = at = leftmost(literals[i], text2, from);
      if (at !== NONE && at < best) best = at;
    }
    if (headAt !== NONE && headAt !== UNKNOWN && headAt < from) headAt = UNKNOWN;
    if (headAt === UNKNOWN) {
      const limit = Math.min(best, text2.length);
      const at = headBefore(text2, from, limit);
      if (at !== NONE) headAt = at;
    }
    if (headAt >= 0 && headAt < best) best = headAt;
    if (best === Number.POSITIVE_INFINITY) return null;
    sticky.lastIndex = best;
    const m = sticky.exec(text2);
    if (m !== null) return m;
    whole.lastIndex = from;
    return whole.exec(text2);
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
function parseOtlpHeaders(text2) {
  const headers = {};
  if (!text2) return headers;
  for (const pair of text2.split(",")) {
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
function otlpHeaderSecrets(text2) {
  const out = /* @__PURE__ */ new Set();
  for (const pair of text2.split(",")) {
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
function otlpEndpointSecrets(text2, isSecretName) {
  const q = text2.indexOf("?");
  if (q < 0) return [];
  const out = /* @__PURE__ */ new Set();
  const query = text2.slice(q + 1).split("#")[0] ?? "";
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
function mayBeDisguised(text2) {
  return Buffer.byteLength(text2, "utf8") !== text2.length || text2.includes("&#") || text2.includes("\\u") || text2.includes("\\x") || text2.includes("%") && PERCENT_BYTE.test(text2);
}
var FORMAT = new RegExp("^\\p{Cf}$", "u");
function isInvisible(raw) {
  if (FORMAT.test(raw)) return true;
  const cp = raw.codePointAt(0);
  return cp === 847 || cp === 4447 || cp === 4448 || cp === 6068 || cp === 6069 || cp >= 6155 && cp <= 6159 || cp === 12644 || cp >= 65024 && cp <= 65039 || cp === 65440 || cp >= 917760 && cp <= 917999;
}
function escapeAt(text2, i) {
  const c = text2.charCodeAt(i);
  if (c === 38 && text2.charCodeAt(i + 1) === 35) {
    const m = /^&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));?/.exec(text2.slice(i, i + 12));
    if (m) {
      const code = m[1] !== void 0 ? Number.parseInt(m[1], 16) : Number(m[2]);
      if (code > 0 && code <= 1114111) return { char: String.fromCodePoint(code), length: m[0].length };
    }
    return null;
  }
  if (c === 92) {
    const m = /^\\(?:u([0-9a-fA-F]{4})|u\{([0-9a-fA-F]{1,6})\}|x([0-9a-fA-F]{2}))/.exec(
      text2.slice(i, i + 10)
    );
    if (m) {
      const code = Number.parseInt(m[1] ?? m[2] ?? m[3], 16);
      if (code <= 1114111) return { char: String.fromCodePoint(code), length: m[0].length };
    }
    return null;
  }
  if (c === 37) {
    const m = /^%([0-9a-fA-F]{2})/.exec(text2.slice(i, i + 3));
    if (m) {
      const code = Number.parseInt(m[1], 16);
      if (code >= 32 && code < 127) return { char: String.fromCharCode(code), length: 3 };
    }
  }
  return null;
}
function skeletonOf(text2) {
  let out = "";
  const from = [];
  const folds = /* @__PURE__ */ new Map();
  let i = 0;
  while (i < text2.length) {
    const c = text2.charCodeAt(i);
    if (c < 128 && c !== 38 && c !== 92 && c !== 37) {
      let j = i + 1;
      for (; j < text2.length; j++) {
        const d = text2.charCodeAt(j);
        if (d >= 128 || d === 38 || d === 92 || d === 37) break;
      }
      out += text2.slice(i, j);
      for (let k = i; k < j; k++) from.push(k);
      i = j;
      continue;
    }
    const escaped = escapeAt(text2, i);
    const cp = text2.codePointAt(i);
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
  from.push(text2.length);
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
  #flush(cut) {
    const n = this.#base + this.#buf.length;
    let final = cut ? n : n - this.#holdback;
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
    if (cut && maskedTo < n) {
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
  #tokenEnd(text2, start, end) {
    const bounds = this.#bounds;
    const base = this.#base;
    const first = this.#firstBoundAfter(start);
    if (first >= bounds.length || bounds[first] >= end) return end;
    if (this.#redactor.scanner.completeToken(text2, start - base, bounds[first] - base))
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
function applyMasks(text2, ...lists) {
  let masks = null;
  let count2 = 0;
  for (const list of lists) {
    if (!list || list.length === 0) continue;
    masks = count2 === 0 ? list : [...masks, ...list];
    count2++;
  }
  if (masks === null) return text2;
  const parts = [];
  for (let i = 0; i < masks.length; i += 3) parts.push([masks[i], masks[i + 1], masks[i + 2]]);
  if (count2 > 1) parts.sort((a, b) => a[0] - b[0]);
  let out = "";
  let pos = 0;
  for (let i = 0; i < parts.length; ) {
    let [from, to, starts] = parts[i];
    for (i++; i < parts.length && parts[i][0] <= to; i++) {
      to = Math.max(to, parts[i][1]);
      starts |= parts[i][2];
    }
    out += text2.slice(pos, from);
    if (starts) out += REDACTED;
    pos = to;
  }
  return out + text2.slice(pos);
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
  const lines = (text2) => {
    if (!text2.includes("\n") && !text2.includes("\r")) return;
    for (const line of text2.split(/\r\n|\r|\n/)) if (!PEM_ARMOR.test(line.trim())) take(line, lineMin);
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
      const named = (key) => SECRET_NAME.test(key) || /^(?:SIG|SIGNATURE|CODE)$/.test(key);
      passwords.push(...otlpEndpointSecrets(v, named).filter((q) => q.length >= minLength));
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
  const literalEndHead = (text2, from) => {
    let best = -1;
    for (const part of headParts) {
      const prefix = part.slice(0, minLength);
      const limit = best === -1 ? text2.length : best;
      for (let p = text2.indexOf(prefix, Math.max(from, text2.length - part.length)); p !== -1 && p < limit; p = text2.indexOf(prefix, p + 1)) {
        if (part.startsWith(text2.slice(p))) {
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
  const isKnown = (text2, start, end) => {
    const match = text2.slice(start, end);
    return known.has(match) || text2[end] === CUT_MARK && isKnownHead(match);
  };
  const urlHead = (match) => match.startsWith("://") ? match.indexOf(":", 3) + 1 : 0;
  const replace = (match) => {
    if (known.has(match)) return REDACTED;
    const head = urlHead(match);
    return head === 0 ? REDACTED : `${match.slice(0, head)}${REDACTED}`;
  };
  const plainNext = (text2, from, find = findInText) => {
    const m = find(text2, from);
    if (m === null) return null;
    const matchEnd = m.index + m[0].length;
    const literal3 = isKnown(text2, m.index, matchEnd);
    return {
      start: literal3 ? m.index : m.index + urlHead(m[0]),
      end: matchEnd,
      matchStart: m.index,
      matchEnd,
      literal: literal3
    };
  };
  let disguisedFor = null;
  let disguised = false;
  const mayBeDisguised2 = (text2) => {
    if (text2 !== disguisedFor) {
      disguised = mayBeDisguised(text2);
      disguisedFor = text2;
    }
    return disguised;
  };
  let skeletonFor = null;
  let skeleton = null;
  const skeletonOfText = (text2) => {
    if (skeletonFor !== text2 || skeleton === null) {
      skeleton = skeletonOf(text2);
      skeletonFor = text2;
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
  const next = (text2, from) => {
    const plain2 = plainNext(text2, from);
    if (!mayBeDisguised2(text2)) return plain2;
    const sk = skeletonOfText(text2);
    const span = plainNext(sk.text, skeletonIndex(sk, from), findInSkeleton);
    if (span === null) return plain2;
    const match = originalRange(sk, span.matchStart, span.matchEnd);
    const masked = originalRange(sk, span.start, span.end);
    const disguised2 = {
      start: masked.start,
      end: masked.end,
      matchStart: match.start,
      matchEnd: match.end,
      literal: span.literal
    };
    if (plain2 === null) return disguised2;
    if (disguised2.start !== plain2.start) return disguised2.start < plain2.start ? disguised2 : plain2;
    return disguised2.end > plain2.end ? disguised2 : plain2;
  };
  const redact = (text2) => {
    if (typeof text2 !== "string" || text2.length === 0) return text2;
    pattern.lastIndex = 0;
    const plain2 = text2.replace(pattern, replace);
    if (!mayBeDisguised2(plain2)) return plain2;
    let out = "";
    let at = 0;
    for (let span = next(plain2, 0); span !== null; span = next(plain2, Math.max(span.end, span.start + 1))) {
      if (span.end <= at) continue;
      out += plain2.slice(at, Math.max(at, span.start)) + REDACTED;
      at = span.end;
    }
    return at === 0 && out === "" ? plain2 : out + plain2.slice(at);
  };
  const scanner = {
    next,
    endHead(text2, from) {
      const sk = mayBeDisguised2(text2) ? skeletonOfText(text2) : null;
      const scanned = sk ? sk.text : text2;
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
        end: text2.length,
        matchStart: sk ? sk.from[at] : at,
        matchEnd: text2.length,
        literal: !head.startsWith("://") && isKnownHead(head)
      };
    },
    completeToken(text2, from, to) {
      tokenOnly.lastIndex = from;
      const m = tokenOnly.exec(text2.slice(0, to));
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
  const collect = (v, isKey, seen, depth) => {
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
    if (Array.isArray(v)) for (const item of v) collect(item, false, seen, depth + 1);
    else
      for (const [k, item] of Object.entries(v)) {
        collect(k, true, seen, depth + 1);
        collect(item, false, seen, depth + 1);
      }
  };
  collect(value, false, /* @__PURE__ */ new Set(), 0);
  redactPieces(redactor, valueTexts, valueAt, results);
  redactPieces(redactor, keyTexts, keyAt, results);
  let next = 0;
  const build = (v, seen, depth) => {
    if (typeof v === "string") return results[next++];
    if (v === null || typeof v !== "object") return v;
    if (seen.has(v)) return seen.get(v);
    if (depth >= MAX_DEPTH) return REDACTED;
    if (Array.isArray(v)) {
      const out2 = [];
      seen.set(v, out2);
      for (const item of v) out2.push(build(item, seen, depth + 1));
      return out2;
    }
    const out = {};
    seen.set(v, out);
    for (const item of Object.values(v)) {
      const key = results[next++];
      setOwn(out, key, build(item, seen, depth + 1));
    }
    return out;
  };
  return build(value, /* @__PURE__ */ new Map(), 0);
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
  addRaw(text2, addEOL = false) {
    this._buffer += text2;
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
    const tableBody = rows.map((row2) => {
      const cells = row2.map((cell2) => {
        if (typeof cell2 === "string") {
          return this.wrap("td", cell2);
        }
        const { header, data, colspan, rowspan } = cell2;
        const tag = header ? "th" : "td";
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
  addHeading(text2, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text2);
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
  addQuote(text2, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text2, attrs);
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
  addLink(text2, href) {
    const element = this.wrap("a", text2, { href });
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
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
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
function mayBreak(text2, atLineStart) {
  if (text2.indexOf("#") !== -1) return true;
  const length = text2.length;
  let lf = text2.indexOf("\n");
  let cr = text2.indexOf("\r");
  let at = 0;
  if (!atLineStart) {
    const first = cr === -1 || lf !== -1 && lf < cr ? lf : cr;
    if (first === -1) return false;
    at = first + 1;
  }
  for (; ; ) {
    let end = at;
    while (end < length) {
      const c = text2.charCodeAt(end);
      if (c !== 32 && !RUNNER_WHITE_SPACE.has(c)) break;
      end++;
    }
    if (end === length) return false;
    if (text2.charCodeAt(end) === COLON) return true;
    if (lf !== -1 && lf < end) lf = text2.indexOf("\n", end);
    if (cr !== -1 && cr < end) cr = text2.indexOf("\r", end);
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
  write(text2) {
    if (this.#held === "" && !mayBreak(text2, this.#lineStart)) {
      const lastBreak = Math.max(text2.lastIndexOf("\n"), text2.lastIndexOf("\r"));
      this.#lineStart = (lastBreak !== -1 || this.#lineStart) && ALL_WHITE.test(lastBreak === -1 ? text2 : text2.slice(lastBreak + 1));
      return text2;
    }
    let out = "";
    let from = 0;
    const flushTo = (i) => {
      if (i > from) out += text2.slice(from, i);
      from = i;
    };
    for (let i = 0; i < text2.length; i++) {
      const c = text2.charCodeAt(i);
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
    flushTo(text2.length);
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
function neutralizeCommands(text2) {
  if (!text2.includes(":") && !text2.includes("#")) return text2;
  const safe = new CommandSafeText();
  return safe.write(text2) + safe.end();
}

// src/runner/core.ts
var held = [];
var flushQueued = false;
function hold(text2) {
  held.push(text2);
  if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(flushLog);
  }
}
function flushLog() {
  flushQueued = false;
  if (held.length === 0) return;
  const text2 = held.length === 1 ? held[0] : held.join("");
  held = [];
  info(text2.slice(0, -EOL.length));
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
function setFailed2(message) {
  flushLog();
  setFailed(logText(message));
}
function setSecret2(secret) {
  flushLog();
  setSecret(secret);
}
function setOutput2(name, value) {
  flushLog();
  setOutput(name, value);
}

// builtin:node:fs/promises
var __builtin10 = process.getBuiltinModule("node:fs/promises");
var __read4 = (name) => __builtin10[name];
var appendFile2 = /* @__PURE__ */ __read4("appendFile");

// src/report/comment-key.ts
var MAX_KEY_LENGTH = 200;
function hasMarker(body2, marker) {
  return typeof body2 === "string" && body2.trimStart().startsWith(marker);
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

// src/report/context.ts
var identity = (s) => s;

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
function truncate(s, n) {
  if (s.length <= n) return s;
  if (n <= 1) return n === 1 ? "\u2026" : "";
  let cut = n - 1;
  const code = s.charCodeAt(cut - 1);
  if (code >= 55296 && code <= 56319) cut--;
  return `${s.slice(0, cut)}\u2026`;
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
function formatTokens(n) {
  if (n === null || n === void 0 || !Number.isFinite(n)) return "n/a";
  if (n < 1e3) return String(Math.round(n));
  if (n < 999950) return `${(n / 1e3).toFixed(1)}k`;
  return `${(n / 1e6).toFixed(2)}M`;
}
function formatCost(usd) {
  if (usd === null || usd === void 0 || !Number.isFinite(usd)) return "n/a";
  if (usd > 0 && usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
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
function agentLabel(dialect) {
  return dialect ? AGENT_FACTS[dialect].label : "The agent";
}

// src/run/mcp.ts
var MCP_STATUS_SUPPORT = factTable("mcpStatus");

// src/run/cap-support.ts
var CAP_SUPPORT = factTable("caps");

// src/run/failure-kind.ts
var KEY_VARIABLE = factTable("keyVariable");

// src/run/structured-output.ts
var STRUCTURED_OUTPUT_MAX_CHARS = 1024 * 1024;

// src/report/step-summary.ts
var STEP_SUMMARY_LIMIT = 1024 * 1024;
function ganttLabel(s) {
  const plain2 = revealBidi(s).replace(/[:#;@`\r\n%{}<>"'\\]/g, " ").replace(/\s+/g, " ").trim();
  return truncate(plain2, 50) || "call";
}

// src/board/gate.ts
var RequireError = class extends Error {
  name = "RequireError";
};
function parseRequire(raw) {
  const text2 = raw.trim().toLowerCase().replace(/\s+/g, "");
  if (text2 === "" || text2 === "all") return { kind: "all" };
  if (text2 === "any") return { kind: "any" };
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text2);
  if (percent) {
    const value = Number(percent[1]);
    if (value > 100) throw new RequireError(`'${raw}': a percentage is at most 100%`);
    return { kind: "percent", percent: value };
  }
  if (/^\d+$/.test(text2)) {
    const count2 = Number(text2);
    if (!Number.isSafeInteger(count2)) throw new RequireError(`'${raw}' is too large`);
    return { kind: "count", count: count2 };
  }
  throw new RequireError(`'${raw}' is not all, any, a number of legs (e.g. 2) or a percentage (e.g. 75%)`);
}
function requirementText(r) {
  switch (r.kind) {
    case "all":
      return "all";
    case "any":
      return "any";
    case "count":
      return String(r.count);
    case "percent":
      return `${r.percent}%`;
  }
}
function needed(r, total) {
  switch (r.kind) {
    case "all":
      return total;
    case "any":
      return 1;
    case "count":
      return r.count;
    case "percent":
      return Math.ceil(r.percent * total / 100 - 1e-9);
  }
}
function legWords(leg) {
  return `${leg.label} (${leg.status})`;
}
function decide(legs, requirement, o = {}) {
  const total = legs.length;
  const succeeded = legs.filter((l) => l.passed).length;
  const shortfall = legs.filter((l) => !l.passed);
  const need = needed(requirement, total);
  const base = { total, succeeded, failed: total - succeeded, needed: need, requirement, shortfall };
  const req = `require ${requirementText(requirement)}`;
  if (total === 0) {
    return {
      ...base,
      passed: false,
      reason: `no legs found (${o.incomplete ?? "no leg published a record and no job of the run was listed as a leg"}); ${req} cannot pass`
    };
  }
  const maxNamed = o.maxNamed ?? 20;
  const named = shortfall.slice(0, maxNamed).map(legWords);
  if (shortfall.length > named.length) named.push(`and ${shortfall.length - named.length} more`);
  const short = named.length > 0 ? `; fell short: ${named.join(", ")}` : "";
  const counts = `${succeeded} of ${total} legs succeeded`;
  if (o.incomplete && (requirement.kind === "all" || requirement.kind === "percent")) {
    return {
      ...base,
      passed: false,
      reason: `${counts}, but legs may be missing (${o.incomplete}), so ${req} cannot be confirmed${short}`
    };
  }
  if (succeeded >= need) {
    return { ...base, passed: true, reason: `${counts}; ${req} needs ${need}${short}` };
  }
  const tooMany = requirement.kind === "count" && need > total ? ` (only ${total} legs ran)` : "";
  return { ...base, passed: false, reason: `${counts}; ${req} needs ${need}${tooMany}${short}` };
}

// src/board/board.ts
var COMMENT_BUDGET = 65e3;
var SUMMARY_BUDGET = 1e6;
var STATUS_SYMBOL = {
  ...OUTCOME_SYMBOL,
  skipped: "\u23ED",
  no_record: "\u2753",
  pending: "\u{1F504}",
  disputed: "\u2757",
  job_failed: "\u274C",
  unverified: "\u2754"
};
var STATUS_WORDS = {
  success: "success",
  error: "error",
  max_turns: "max turns",
  budget_exceeded: "budget exceeded",
  max_tokens: "max tokens",
  cancelled: "cancelled",
  timed_out: "timed out",
  incomplete: "incomplete",
  waiting_for_input: "waiting for input",
  skipped: "skipped",
  no_record: "no record",
  pending: "not finished",
  disputed: "disputed",
  job_failed: "job failed",
  unverified: "unverified"
};
var SET_ASIDE_HEADING = "### Leg records not counted";
var SET_ASIDE_SHOWN = 20;
function boardMarker(key) {
  return `<!-- narrator-board:${sanitizeKey(key)} -->`;
}
function legRowMarker(id) {
  return `<!-- narrator-leg:${id.replace(/[^A-Za-z0-9-]/g, "")} -->`;
}
function legReasonMarker(id) {
  return `<!-- narrator-leg-reason:${id.replace(/[^A-Za-z0-9-]/g, "")} -->`;
}
var TOTALS_MARKER = "<!-- narrator-board-totals -->";
function boardRunMarker(runId) {
  return `<!-- narrator-board-run:${runId.replace(/[^A-Za-z0-9-]/g, "") || "local"} -->`;
}
function boardMarkerLine(key, runId) {
  return runId === null ? boardMarker(key) : `${boardMarker(key)} ${boardRunMarker(runId)}`;
}
var REASONS_HEADING = "### Legs that did not succeed";
function boardTotals(legs) {
  let turns = null;
  let tools = 0;
  let failed = 0;
  let cost = null;
  let costLegs = 0;
  let input = null;
  let output = null;
  let first = null;
  let last = null;
  for (const leg of legs) {
    const r = leg.record;
    if (r) {
      if (r.turns !== null) turns = (turns ?? 0) + r.turns;
      tools += r.toolCalls;
      failed += r.failedToolCalls;
      if (r.costUsd !== null) {
        cost = (cost ?? 0) + r.costUsd;
        costLegs++;
      }
      if (r.tokens) {
        input = (input ?? 0) + r.tokens.input;
        output = (output ?? 0) + r.tokens.output;
      }
    }
    if (leg.startedAt !== null) first = first === null ? leg.startedAt : Math.min(first, leg.startedAt);
    const end = leg.endedAt ?? leg.startedAt;
    if (end !== null) last = last === null ? end : Math.max(last, end);
  }
  return {
    legs: legs.length,
    turns,
    toolCalls: tools,
    failedToolCalls: failed,
    // Float noise of the sum removed, as the cost output does.
    costUsd: cost === null ? null : Number(cost.toFixed(10)),
    costLegs,
    inputTokens: input,
    outputTokens: output,
    spanMs: first !== null && last !== null ? Math.max(0, last - first) : null,
    firstStart: first
  };
}
var INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function plain(s) {
  return s.replace(INVISIBLE, "");
}
function literal(s) {
  return s.replace(/[\\`]/g, "\\$&");
}
function cell(redact, s, max) {
  return tableCell(literal(neutralizeImages(plain(redact(s)))), max);
}
function text(redact, s, max) {
  return inlineText(literal(neutralizeImages(plain(redact(s)))), max);
}
function safeUrl(url) {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return url.replace(/[\s()<>[\]"'`\\|]/g, (c) => encodeURIComponent(c));
}
function agentCell(leg, redact, max) {
  const r = leg.record;
  if (!r) return "";
  const agent = r.dialect ? agentLabel(r.dialect) : r.agent ?? "command";
  const model = r.model ? ` \xB7 ${r.model}` : "";
  return cell(redact, `${agent}${model}`, max);
}
function tokensText(input, output) {
  return input === null && output === null ? "n/a" : `${formatTokens(input)} / ${formatTokens(output)}`;
}
function legDuration(leg) {
  if (leg.record) return formatDuration(leg.record.durationMs);
  if (leg.job?.startedAt != null && leg.job.completedAt != null) {
    return `${formatDuration(leg.job.completedAt - leg.job.startedAt)} (job)`;
  }
  return "n/a";
}
function outcomeCell(leg) {
  const attempt = leg.record && leg.record.identity.runAttempt > 1 ? ` (attempt ${leg.record.identity.runAttempt})` : "";
  return `${STATUS_SYMBOL[leg.status]} ${STATUS_WORDS[leg.status]}${attempt}`;
}
function linkCell(leg) {
  const url = safeUrl(leg.url);
  if (!url) return "";
  return `[${leg.job ? "job" : "run"}](${url})`;
}
var LEVELS = [
  { rows: "all", labelMax: 80, agentMax: 48, reasonMax: 400, links: true, passingNames: true },
  { rows: "all", labelMax: 48, agentMax: 28, reasonMax: 160, links: true, passingNames: true },
  { rows: "failing", labelMax: 48, agentMax: 28, reasonMax: 160, links: true, passingNames: true },
  { rows: "failing", labelMax: 40, agentMax: 20, reasonMax: 100, links: true, passingNames: false },
  { rows: "none", labelMax: 48, agentMax: 0, reasonMax: 100, links: true, passingNames: false },
  { rows: "none", labelMax: 40, agentMax: 0, reasonMax: 60, links: false, passingNames: false }
];
var HEADER = "| Leg | Agent \xB7 model | Outcome | Turns | Tools | Failed | Cost | Tokens in / out | Duration | Job |\n|---|---|---|--:|--:|--:|--:|--:|--:|---|";
function row(leg, redact, level) {
  const r = leg.record;
  const failed = r ? `${r.failedToolCalls}${r.deniedToolCalls ? ` (+${r.deniedToolCalls} denied)` : ""}` : "";
  return [
    `| ${legRowMarker(leg.id)} ${cell(redact, leg.label, level.labelMax)}`,
    agentCell(leg, redact, level.agentMax),
    outcomeCell(leg),
    r ? formatCount(r.turns) : "",
    r ? String(r.toolCalls) : "",
    failed,
    r ? formatCost(r.costUsd) : "",
    r ? tokensText(r.tokens?.input ?? null, r.tokens?.output ?? null) : "",
    legDuration(leg),
    level.links ? linkCell(leg) : ""
  ].join(" | ").concat(" |");
}
function totalsRow(legs, t, verdict) {
  const counts = [`\u2705 ${verdict.succeeded}`];
  if (verdict.failed > 0) counts.push(`\u274C ${verdict.failed}`);
  const cost = t.costUsd === null ? "n/a" : `${formatCost(t.costUsd)}${t.costLegs < legs.length ? ` (${t.costLegs} of ${legs.length})` : ""}`;
  return [
    `| ${TOTALS_MARKER} **Total** \xB7 ${legs.length} ${legs.length === 1 ? "leg" : "legs"}`,
    "",
    counts.join(" \xB7 "),
    formatCount(t.turns),
    String(t.toolCalls),
    String(t.failedToolCalls),
    cost,
    tokensText(t.inputTokens, t.outputTokens),
    t.spanMs === null ? "n/a" : `span ${formatDuration(t.spanMs)}`,
    ""
  ].join(" | ").concat(" |");
}
function title(verdict) {
  const symbol = verdict.passed ? "\u2705" : "\u274C";
  const legs = `${verdict.succeeded} of ${verdict.total} ${verdict.total === 1 ? "leg" : "legs"} succeeded`;
  return `## ${symbol} Narrator board \xB7 ${legs} \xB7 require ${requirementText(verdict.requirement)}`;
}
function verdictLine(verdict, redact) {
  const words = verdict.passed ? "**The gate passed**" : "**The gate failed**";
  return `${words}: ${text(redact, verdict.reason, 2e3)}.`;
}
function reasonLine(leg, redact, level, marker) {
  const link = level.links && safeUrl(leg.url) ? ` \xB7 ${linkCell(leg)}` : "";
  const reason = leg.reason && level.reasonMax > 0 ? `: ${text(redact, leg.reason, level.reasonMax)}` : "";
  const mark = marker ? ` ${legReasonMarker(leg.id)}` : "";
  return `- ${STATUS_SYMBOL[leg.status]}${mark} **${cell(redact, leg.label, level.labelMax)}** \xB7 ${STATUS_WORDS[leg.status]}${reason}${link}`;
}
function body(legs, verdict, ctx, level, extra) {
  const redact = ctx.redact ?? identity;
  const t = boardTotals(legs);
  const failing = legs.filter((l) => !l.passed);
  const passing = legs.filter((l) => l.passed);
  const blocks = [];
  if (ctx.marker) blocks.push(ctx.marker);
  blocks.push(title(verdict));
  if (ctx.incomplete) blocks.push(`\u26A0\uFE0F ${text(redact, ctx.incomplete, 500)}`);
  if (level.rows !== "none" && legs.length > 0) {
    const shown = level.rows === "all" ? legs : failing;
    const lines = [HEADER, ...shown.map((leg) => row(leg, redact, level))];
    if (level.rows === "failing" && passing.length > 0) {
      lines.push(
        `| \u2705 ${passing.length} passing ${passing.length === 1 ? "leg" : "legs"} not listed | | | | | | | | | |`
      );
    }
    lines.push(totalsRow(legs, t, verdict));
    blocks.push(lines.join("\n"));
  } else if (legs.length > 0) {
    const cost = t.costUsd === null ? "n/a" : formatCost(t.costUsd);
    blocks.push(
      `**Total** \xB7 ${legs.length} legs \xB7 \u2705 ${verdict.succeeded} \xB7 \u274C ${verdict.failed} \xB7 cost ${cost} \xB7 tokens ${tokensText(t.inputTokens, t.outputTokens)} \xB7 span ${t.spanMs === null ? "n/a" : formatDuration(t.spanMs)}`
    );
  }
  if (level.rows !== "all" && passing.length > 0 && level.passingNames) {
    const names = passing.map((l) => cell(redact, l.label, 40)).join(" \xB7 ");
    blocks.push(`<details><summary>\u2705 ${passing.length} passing legs</summary>

${names}

</details>`);
  }
  if (failing.length > 0) {
    blocks.push(
      `${REASONS_HEADING}

${failing.map((l) => reasonLine(l, redact, level, level.rows !== "none")).join("\n")}`
    );
  }
  const aside = setAsideBlock(ctx.setAside ?? [], redact, level.labelMax, level.reasonMax || 100);
  if (aside) blocks.push(aside);
  blocks.push(verdictLine(verdict, redact));
  blocks.push(...extra);
  const footer = [`require ${requirementText(verdict.requirement)}`];
  const run = safeUrl(ctx.runUrl ?? null);
  if (run) footer.unshift(`[workflow run](${run})`);
  blocks.push(`<sub>${footer.join(" \xB7 ")} \xB7 Narrator board</sub>`);
  return `${blocks.join("\n\n")}
`;
}
var KIND_WORDS = {
  unreadable: "unreadable",
  unmatched: "names no job of this run",
  duplicate: "its job uploaded several"
};
function setAsideWho(r) {
  return r.origin ? r.origin.name : "(a record)";
}
function setAsideBlock(items, redact, labelMax, reasonMax) {
  if (items.length === 0) return null;
  const lines = items.slice(0, SET_ASIDE_SHOWN).map((r) => {
    const says = r.label ? ` (says it is **${cell(redact, r.label, labelMax)}**)` : "";
    return `- \u26A0\uFE0F ${cell(redact, setAsideWho(r), 120)}${says} \xB7 ${KIND_WORDS[r.kind]}: ${text(redact, r.reason, reasonMax)}`;
  });
  if (items.length > SET_ASIDE_SHOWN) lines.push(`- \u2026and ${items.length - SET_ASIDE_SHOWN} more`);
  return `${SET_ASIDE_HEADING}

${lines.join("\n")}`;
}
function renderBoardComment(legs, verdict, ctx) {
  for (const level of LEVELS) {
    const out = body(legs, verdict, ctx, level, []);
    if (out.length <= COMMENT_BUDGET) return out;
  }
  return lastResort(legs, verdict, ctx);
}
function lastResort(legs, verdict, ctx) {
  const redact = ctx.redact ?? identity;
  const level = LEVELS[LEVELS.length - 1];
  const aside = ctx.setAside?.length ? `\u26A0\uFE0F ${ctx.setAside.length} leg records were not counted (forged, duplicated or unreadable): see the aggregate job's log` : null;
  const head = [ctx.marker, title(verdict), aside, verdictLine(verdict, redact)].filter(Boolean).join("\n\n");
  const lines = [];
  let size = head.length + 200;
  const failing = legs.filter((l) => !l.passed);
  for (const [i, leg] of failing.entries()) {
    const line = reasonLine(leg, redact, { ...level, reasonMax: 0 }, false);
    if (size + line.length + 1 > COMMENT_BUDGET - 200) {
      lines.push(`- \u2026and ${failing.length - i} more failing legs: see the aggregate job's step summary`);
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return `${head}

${lines.join("\n")}
`;
}
var LIVE_TITLE = `## ${STATUS_SYMBOL.pending} Narrator board \xB7 live: the legs are running`;
function renderLiveBoard(ctx) {
  const blocks = [];
  if (ctx.marker) blocks.push(ctx.marker);
  blocks.push(LIVE_TITLE);
  blocks.push(
    "*Each leg keeps its own row current while it runs; the board job rewrites the board with the totals and the verdict once the legs are done.*"
  );
  blocks.push(`${HEADER}
| ${TOTALS_MARKER} **Total** | | ${STATUS_SYMBOL.pending} live | | | | | | | |`);
  const run = safeUrl(ctx.runUrl ?? null);
  blocks.push(`<sub>${run ? `[workflow run](${run}) \xB7 ` : ""}Narrator board (live)</sub>`);
  return `${blocks.join("\n\n")}
`;
}
function renderBoardSummary(legs, verdict, ctx) {
  const redact = ctx.redact ?? identity;
  const extra = [];
  const gantt = timeline(legs, redact);
  if (gantt) extra.push(gantt);
  const comment = safeUrl(ctx.commentUrl ?? null);
  if (comment) extra.push(`The board comment: [${comment}](${comment})`);
  const noMarker = { ...ctx, marker: null };
  for (const level of LEVELS) {
    const out2 = body(legs, verdict, noMarker, level, extra);
    if (Buffer.byteLength(out2, "utf8") <= SUMMARY_BUDGET) return out2;
  }
  const out = lastResort(legs, verdict, noMarker);
  return Buffer.byteLength(out, "utf8") <= STEP_SUMMARY_LIMIT ? out : `${title(verdict)}
`;
}
function timeline(legs, redact) {
  const timed = legs.filter((l) => l.startedAt !== null);
  if (timed.length === 0) return null;
  const origin = Math.min(...timed.map((l) => l.startedAt));
  const lines = ["```mermaid", "gantt", "  dateFormat x", "  axisFormat %H:%M:%S", "  section Legs"];
  const shown = timed.slice(0, 300);
  shown.forEach((leg, i) => {
    const start = leg.startedAt - origin;
    const stop = Math.max(start + 1, (leg.endedAt ?? leg.startedAt) - origin);
    const label = ganttLabel(`${i + 1} ${plain(redact(leg.label)).replace(/[![\]]/g, " ")}`);
    const tag = leg.status === "pending" ? "active, " : leg.passed ? "done, " : "crit, ";
    lines.push(`  ${label} :${tag}leg${i + 1}, ${start}, ${stop}`);
  });
  lines.push("```");
  const more = timed.length > shown.length ? `

*The timeline shows the first ${shown.length} legs.*` : "";
  return `### Timeline

${lines.join("\n")}${more}`;
}
function termText(redact, s, max) {
  return neutralizeCommands(truncate(plain(redact(s)).replace(/\s+/g, " ").trim(), max));
}
function renderBoardText(legs, verdict, ctx = {}) {
  const redact = ctx.redact ?? identity;
  const t = boardTotals(legs);
  const out = [];
  out.push(
    `Narrator board: ${verdict.passed ? "\u2705" : "\u274C"} ${verdict.succeeded} of ${verdict.total} legs succeeded (require ${requirementText(verdict.requirement)})`
  );
  if (ctx.incomplete) out.push(`warning: ${termText(redact, ctx.incomplete, 500)}`);
  out.push("");
  const rows = legs.map((leg) => {
    const r = leg.record;
    return [
      `${STATUS_SYMBOL[leg.status]} ${termText(redact, leg.label, 60)}`,
      r ? termText(
        redact,
        `${r.dialect ? agentLabel(r.dialect) : r.agent ?? "command"}${r.model ? ` \xB7 ${r.model}` : ""}`,
        40
      ) : "",
      STATUS_WORDS[leg.status],
      r ? `${formatCount(r.turns)} turns` : "",
      r ? `${r.toolCalls} tools (${r.failedToolCalls} failed)` : "",
      r ? formatCost(r.costUsd) : "",
      r ? `${tokensText(r.tokens?.input ?? null, r.tokens?.output ?? null)} tokens` : "",
      legDuration(leg)
    ];
  });
  const widths = rows.reduce(
    (w, cols) => cols.map((c, i) => Math.max(w[i] ?? 0, [...c].length)),
    []
  );
  for (const cols of rows) {
    out.push(
      `  ${cols.map((c, i) => c + " ".repeat(Math.max(0, (widths[i] ?? 0) - [...c].length))).join("  ").trimEnd()}`
    );
  }
  const cost = t.costUsd === null ? "n/a" : `${formatCost(t.costUsd)}${t.costLegs < legs.length ? ` (${t.costLegs} of ${legs.length} legs report cost)` : ""}`;
  out.push("");
  out.push(
    `Total: ${legs.length} legs \xB7 ${t.toolCalls} tool calls (${t.failedToolCalls} failed) \xB7 cost ${cost} \xB7 tokens ${tokensText(t.inputTokens, t.outputTokens)} \xB7 span ${t.spanMs === null ? "n/a" : formatDuration(t.spanMs)}`
  );
  const failing = legs.filter((l) => !l.passed);
  if (failing.length > 0) {
    out.push("", "Why legs did not succeed:");
    for (const leg of failing) {
      out.push(
        `  ${termText(redact, leg.label, 60)} (${STATUS_WORDS[leg.status]}): ${termText(redact, leg.reason ?? "", 300)}`
      );
    }
  }
  const aside = ctx.setAside ?? [];
  if (aside.length > 0) {
    out.push("", "Leg records not counted:");
    for (const r of aside.slice(0, SET_ASIDE_SHOWN)) {
      const says = r.label ? ` (says it is ${termText(redact, r.label, 60)})` : "";
      out.push(
        `  ${termText(redact, setAsideWho(r), 120)}${says}: ${KIND_WORDS[r.kind]}: ${termText(redact, r.reason, 300)}`
      );
    }
    if (aside.length > SET_ASIDE_SHOWN) out.push(`  \u2026and ${aside.length - SET_ASIDE_SHOWN} more`);
  }
  out.push(
    "",
    `Verdict: ${verdict.passed ? "success" : "failure"}: ${termText(redact, verdict.reason, 2e3)}`
  );
  return `${out.join("\n")}
`;
}

// src/board/legs.ts
var INVISIBLE2 = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function plainLabel(name) {
  return name.replace(/[\r\n\t]+/g, " ").replace(INVISIBLE2, "").replace(/ {2,}/g, " ").trim() || "(unnamed)";
}
var MATCH_SLACK_MS = 10 * 6e4;
function baseJobName(name) {
  const open2 = name.indexOf(" (");
  const values = open2 >= 0 && name.endsWith(")") && name.length >= open2 + 3;
  return (values ? name.slice(0, open2) : name).trim();
}
function latestRecords(records) {
  const newest = /* @__PURE__ */ new Map();
  for (const r of records) newest.set(r.id, Math.max(newest.get(r.id) ?? 0, r.identity.runAttempt));
  return records.filter((r) => r.identity.runAttempt === newest.get(r.id));
}
function time(iso2) {
  if (iso2 === null) return null;
  const ms = Date.parse(iso2);
  return Number.isFinite(ms) ? ms : null;
}
var CREATED_SLACK_MS = 2 * 6e4;
function matchJob(record3, origin, jobs) {
  const attempt = record3.identity.runAttempt;
  const sameAttempt = (j) => j.runAttempt === null || j.runAttempt === attempt;
  const runner = record3.identity.runnerName;
  let job = null;
  const id = record3.identity.jobId;
  if (id !== null) {
    const byId = jobs.find((j) => j.id === id);
    if (!byId) return { why: `it names job ${id}, which is not a job of this run` };
    if (!sameAttempt(byId)) {
      return { why: `it says attempt ${attempt}, but job ${id} ran in attempt ${byId.runAttempt}` };
    }
    if (byId.runnerName && runner && byId.runnerName !== runner) {
      return { why: `it says runner '${runner}', but job ${id} ran on '${byId.runnerName}'` };
    }
    job = byId;
  } else {
    const start = time(record3.startedAt);
    const end = time(record3.endedAt) ?? start;
    if (!runner || start === null || end === null) {
      return { why: "it names neither a job id nor a runner and times to find its job by" };
    }
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const j of jobs) {
      if (j.runnerName !== runner || j.startedAt === null || !sameAttempt(j)) continue;
      if (start < j.startedAt - MATCH_SLACK_MS) continue;
      if (j.completedAt !== null && end > j.completedAt + MATCH_SLACK_MS) continue;
      const distance = Math.abs(start - j.startedAt);
      if (distance < bestDistance) {
        job = j;
        bestDistance = distance;
      }
    }
    if (!job) return { why: `no job of attempt ${attempt} ran on runner '${runner}' at the time it gives` };
  }
  const created = origin?.createdAt ?? null;
  if (created !== null && job.startedAt !== null) {
    const early = created < job.startedAt - CREATED_SLACK_MS;
    const late = job.completedAt !== null && created > job.completedAt + CREATED_SLACK_MS;
    if (early || late) {
      return { why: `its artifact was created ${early ? "before" : "after"} the job it names ran` };
    }
  }
  return { job };
}
function namePattern(pattern) {
  const body2 = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  return new RegExp(`^${body2}$`, "s");
}
function legJobNames(jobNames, matched, records) {
  if (jobNames.length > 0) {
    const patterns = jobNames.map(namePattern);
    return (job) => patterns.some((p) => p.test(job.name) || p.test(baseJobName(job.name)));
  }
  const names = /* @__PURE__ */ new Set([...matched.map((j) => baseJobName(j.name)), ...records.map((r) => r.identity.job)]);
  return (job) => names.has(baseJobName(job.name));
}
var JOB_STATUS = {
  cancelled: "cancelled",
  timed_out: "timed_out",
  skipped: "skipped"
};
function jobOnlyLeg(job) {
  const finished = job.status === "completed";
  const status = !finished ? "pending" : ownValue(JOB_STATUS, job.conclusion ?? "") ?? "no_record";
  const reason = !finished ? `the job had not finished when the board was made (status ${job.status})` : status === "cancelled" ? "the job was cancelled before Narrator published a result" : status === "timed_out" ? "the job hit its timeout-minutes before Narrator published a result" : status === "skipped" ? "the job was skipped" : `the job ended (${job.conclusion ?? "no conclusion"}) without a Narrator leg record: it failed before Narrator ran, or the upload failed, or publish-result is off`;
  return {
    id: `job-${job.id}`,
    label: plainLabel(job.name),
    record: null,
    job,
    status,
    passed: false,
    reason,
    startedAt: job.startedAt,
    endedAt: job.completedAt,
    url: job.htmlUrl
  };
}
function recordLeg(record3, job, runUrl) {
  const attempt = record3.identity.runAttempt;
  let status = record3.outcome;
  let passed = record3.conclusion === "success";
  let reason = passed ? null : record3.reason?.trim() || `the agent's outcome was ${record3.outcome}`;
  if (job && job.status !== "completed") {
    status = "pending";
    passed = false;
    reason = `the job had not finished when the board was made (status ${job.status}); its record counts once the job has succeeded`;
  } else if (job && job.conclusion !== "success") {
    const concluded = job.conclusion ?? "no conclusion";
    if (passed) {
      status = ownValue(JOB_STATUS, job.conclusion ?? "") ?? "job_failed";
      reason = `the job concluded ${concluded} although its leg record says ${record3.outcome}: a leg counts only when its job succeeded too`;
    }
    passed = false;
  }
  return {
    id: record3.id,
    label: plainLabel(job?.name ?? record3.label),
    record: record3,
    job,
    status,
    passed,
    reason,
    startedAt: time(record3.startedAt) ?? job?.startedAt ?? null,
    endedAt: time(record3.endedAt) ?? job?.completedAt ?? null,
    url: job?.htmlUrl ?? (runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, "")}/attempts/${attempt}`)
  };
}
function unverifiedLeg(record3, runUrl) {
  return {
    ...recordLeg(record3, null, runUrl),
    status: "unverified",
    passed: false,
    reason: `the run's jobs could not be listed, so this record (it says ${record3.outcome}) could not be checked against the job that made it, and does not count`
  };
}
function disputedLeg(job, claims, why) {
  const names = claims.map((c) => c.origin ? `'${c.origin.name}'` : `'${c.record.label}'`);
  return {
    id: `job-${job.id}`,
    label: plainLabel(job.name),
    record: null,
    job,
    status: "disputed",
    passed: false,
    reason: `${why} (${names.join(", ")}): a leg publishes one record, so none of them counts`,
    startedAt: job.startedAt,
    endedAt: job.completedAt,
    url: job.htmlUrl
  };
}
function found(r) {
  return "record" in r && "origin" in r ? r : { record: r, origin: null };
}
function sameUploader(records) {
  const groups2 = /* @__PURE__ */ new Map();
  for (const r of records) {
    if (!r.origin?.uploader) continue;
    const key = `${r.origin.uploader}\0${r.record.identity.runAttempt}`;
    groups2.set(key, [...groups2.get(key) ?? [], r]);
  }
  const out = /* @__PURE__ */ new Set();
  for (const group of groups2.values()) if (group.length > 1) for (const r of group) out.add(r);
  return out;
}
function artifactWords(r) {
  return r.origin ? `artifact '${r.origin.name}'` : `record '${r.record.label}'`;
}
function currentJobs(jobs) {
  const newest = /* @__PURE__ */ new Map();
  for (const j of jobs) newest.set(j.name, Math.max(newest.get(j.name) ?? 0, j.runAttempt ?? 1));
  return new Set(jobs.filter((j) => (j.runAttempt ?? 1) === newest.get(j.name)));
}
function assembleBoard(o) {
  const runUrl = o.runUrl ?? null;
  const all = o.records.map(found);
  const doubled = sameUploader(all);
  const setAside = [];
  for (const r of doubled) {
    const others = all.filter((x) => x !== r && doubled.has(x) && x.origin?.uploader === r.origin?.uploader);
    setAside.push({
      origin: r.origin,
      label: plainLabel(r.record.label),
      kind: "duplicate",
      reason: `the job that uploaded it also uploaded ${others.map(artifactWords).join(", ")}; a leg's job publishes one record, so none of them counts`
    });
  }
  if (o.jobs === null) {
    const single = all.filter((r) => !doubled.has(r)).map((r) => r.record);
    const legs2 = latestRecords(single).map(
      (r) => o.requireJobs ? unverifiedLeg(r, runUrl) : recordLeg(r, null, runUrl)
    );
    return { legs: sortLegs(legs2), setAside };
  }
  const jobs = o.jobs.filter(
    // The aggregate job itself: still running, on our runner.
    (j) => !(o.selfRunnerName && j.status !== "completed" && j.runnerName === o.selfRunnerName)
  );
  const current = currentJobs(jobs);
  const named = o.jobNames?.length ? legJobNames(o.jobNames, [], []) : null;
  const claims = /* @__PURE__ */ new Map();
  for (const r of all) {
    let match = matchJob(r.record, r.origin, jobs);
    if ("job" in match && named && !named(match.job)) {
      match = {
        why: `it names the job '${match.job.name}', which is not one of the legs' jobs (the input jobs)`
      };
    }
    if ("job" in match) claims.set(match.job, [...claims.get(match.job) ?? [], r]);
    else if (!doubled.has(r)) {
      setAside.push({
        origin: r.origin,
        label: plainLabel(r.record.label),
        kind: "unmatched",
        reason: `${match.why}; it was not made by a leg of this run, and does not count`
      });
    }
  }
  const legs = [];
  for (const [job, records] of claims) {
    if (!current.has(job)) continue;
    if (records.length > 1) {
      legs.push(disputedLeg(job, records, `${records.length} leg records name this job`));
    } else if (doubled.has(records[0])) {
      legs.push(disputedLeg(job, records, "the job that uploaded its record uploaded other leg records too"));
    } else {
      legs.push(recordLeg(records[0].record, job, runUrl));
    }
  }
  const isLeg = legJobNames(
    o.jobNames ?? [],
    [...claims.keys()],
    all.map((r) => r.record)
  );
  for (const job of current) if (!claims.has(job) && isLeg(job)) legs.push(jobOnlyLeg(job));
  return { legs: sortLegs(legs), setAside };
}
var collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
function sortLegs(legs) {
  return legs.sort((a, b) => collator.compare(a.label, b.label) || a.id.localeCompare(b.id));
}
function outcomesByLabel(legs) {
  const out = {};
  for (const leg of legs) {
    let key = leg.label;
    for (let n = 2; Object.hasOwn(out, key); n++) key = `${leg.label} #${n}`;
    setOwn(out, key, leg.status);
  }
  return out;
}

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
async function errorRequest(state, octokit, error3, options) {
  if (!isRequestError(error3) || !error3?.request.request) {
    throw error3;
  }
  if (error3.status >= 400 && !state.doNotRetry.includes(error3.status)) {
    const retries = options.request.retries != null ? options.request.retries : state.retries;
    const retryAfter = Math.pow((options.request.retryCount || 0) + 1, 2);
    throw octokit.retry.retryRequest(error3, retries, retryAfter);
  }
  throw error3;
}
async function wrapRequest(state, octokit, request2, options) {
  const limiter = new import_light.default();
  limiter.on("failed", function(error3, info3) {
    const maxRetries = ~~error3.request.request?.retries;
    const after = ~~error3.request.request?.retryAfter;
    options.request.retryCount = info3.retryCount + 1;
    if (maxRetries > info3.retryCount) {
      return after * state.retryAfterBaseValue;
    }
  });
  return limiter.schedule(
    requestWithGraphqlErrorHandling.bind(null, state, octokit, request2),
    options
  );
}
async function requestWithGraphqlErrorHandling(state, octokit, request2, options) {
  const response = await request2(options);
  if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
    response.data.errors[0].message
  )) {
    const error3 = new RequestError(response.data.errors[0].message, 500, {
      request: options,
      response
    });
    return errorRequest(state, octokit, error3, options);
  }
  return response;
}
function retry(octokit, octokitOptions) {
  const state = Object.assign(
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
      retryRequest: (error3, retries, retryAfter) => {
        error3.request.request = Object.assign({}, error3.request.request, {
          retries,
          retryAfter
        });
        return error3;
      }
    }
  };
  if (state.enabled) {
    octokit.hook.error("request", errorRequest.bind(null, state, retryPlugin));
    octokit.hook.wrap("request", wrapRequest.bind(null, state, retryPlugin));
  }
  return retryPlugin;
}
retry.VERSION = VERSION;

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light2 = __toESM(require_light(), 1);
var VERSION2 = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest2(state, request2, options) {
  return state.retryLimiter.schedule(doRequest, state, request2, options);
}
async function doRequest(state, request2, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount2 = ~~request2.retryCount;
  const jobOptions = retryCount2 > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request2, options);
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
    id = "no-id",
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
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
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
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error3, info3) {
      const [state2, request2, options] = info3.args;
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
          const retryAfter2 = Number(error3.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
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
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request2, options) => {
    initializeBottleneck();
    return wrapRequest2(state, request2, options);
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
function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state, name2, callback, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
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
  state.registry[name].push({
    hook: hook2,
    orig
  });
}

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
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
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
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
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
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
function getValues(context, operator, key, modifier) {
  var value = context[key], result = [];
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
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal3) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
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
        return encodeReserved(literal3);
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
  let body2;
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
      body2 = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body2 = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body2 !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body2 === "undefined") {
    body2 = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body2 !== "undefined" ? { body: body2 } : null,
    options.request ? { request: options.request } : null
  );
}
function endpointWithDefaults(defaults, route, options) {
  return parse(merge(defaults, route, options));
}
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
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
  const C = function() {
  };
  C.prototype = /* @__PURE__ */ Object.create(null);
  return C;
})();
function parse2(header, options) {
  const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
  const len = header.length;
  let valueStart = options?.start ?? 0;
  while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
    valueStart++;
  }
  let index = valueStart;
  let typeFlags = 0;
  let whitespace = -1;
  let stop = options?.parameters === false ? COMMA_FLAG : 0;
  while (index < len) {
    const code = header.charCodeAt(index);
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
  const value = header.slice(valueStart, valueEnd);
  const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
  if (index === len || stop !== 0) {
    return { type, index, parameters: new NullObject() };
  }
  return parseParameters(header, type, index, len, stopFlags);
}
function parseParameters(header, type, index, len, stopFlags) {
  const parameters = new NullObject();
  parameter: while (index < len) {
    index++;
    while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
      index++;
    }
    const keyStart = index;
    let keyFlags = 0;
    let keyWhitespace = -1;
    while (index < len) {
      const code = header.charCodeAt(index);
      const flags = CHAR_MAP[code];
      if ((flags & stopFlags) !== 0) {
        if ((flags & COMMA_FLAG) !== 0)
          break parameter;
        continue parameter;
      }
      if (code === EQ) {
        const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
        const value = header.slice(keyStart, keyEnd);
        const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
        index++;
        while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
          index++;
        }
        if (index < len && header.charCodeAt(index) === DQUOTE) {
          const quotedStart = ++index;
          let escaped = false;
          while (index < len) {
            const code2 = header.charCodeAt(index);
            if (code2 === DQUOTE) {
              if (parameters[key] === void 0) {
                parameters[key] = escaped ? unescapeQuotedPairs(header, quotedStart, index) : header.slice(quotedStart, index);
              }
              index++;
              let stop2 = 0;
              while (index < len) {
                const code3 = header.charCodeAt(index);
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
          const code2 = header.charCodeAt(index);
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
          parameters[key] = header.slice(valueStart, valueEnd);
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
function unescapeQuotedPairs(str, start, end) {
  let result = "";
  for (let index = start; index < end; index++) {
    if (str.charCodeAt(index) === BSLASH) {
      result += str.slice(start, index);
      start = ++index;
    }
  }
  return result + str.slice(start, end);
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
    const isObject2 = val !== null && typeof val === "object";
    const hasToJSON = isObject2 && typeof val.toJSON === "function";
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
      (_, __, context) => !!context?.source && context.source === "1"
    );
    featureCache.set(parseFingerprint, result);
    return result;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
};
var convertMarkedBigIntsReviver = (key, value, context, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key, value, context);
};
var JSONParseV2 = (text2, reviver) => {
  return JSON.parse(text2, (key, value, context) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context && intRegex.test(context.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context.source);
    const hasCustomReviver = typeof reviver === "function";
    if (!hasCustomReviver) return value;
    return reviver(key, value, context);
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
var serializeBigInts = (text2) => {
  return text2.replace(
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
var JSONParse = (text2, reviver) => {
  if (!text2) return originalParse(text2, reviver);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text2, reviver);
    const serializedData = serializeBigInts(text2);
    return originalParse(
      serializedData,
      (key, value, context) => convertMarkedBigIntsReviver(key, value, context, reviver)
    );
  } catch (error3) {
    if (error3 instanceof RangeError) {
      const serializedData = serializeBigInts(text2);
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
  const body2 = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
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
      body: body2,
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
    let text2 = "";
    try {
      text2 = await response.text();
      return JSONParse(text2);
    } catch (err) {
      return text2;
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
      const text2 = await response.clone().text().catch(() => "");
      secondary = /secondary rate limit/i.test(text2) || response.headers.get("retry-after") !== null;
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
  const header = (name) => {
    const value = headers[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : void 0;
  };
  if (status === 429 || status === 403 && isRateLimit(message, header)) {
    return { kind: "rate_limited", status, message, retryAt: retryAtFromHeaders(header, nowMs) };
  }
  if (status === 401 || status === 403) return { kind: "forbidden", status, message };
  if (status === 404 || status === 410) return { kind: "not_found", message };
  if (status === 422) return { kind: "rejected", status, message };
  if (status >= 500) return { kind: "server", status, message };
  return { kind: "other", status, message };
}
function isRateLimit(message, header) {
  return header("x-ratelimit-remaining") === "0" || header("retry-after") !== void 0 || /rate limit/i.test(message);
}
function retryAtFromHeaders(header, nowMs) {
  const retryAfter = Number(header("retry-after"));
  if (header("retry-after") !== void 0 && Number.isFinite(retryAfter) && retryAfter >= 0) {
    return nowMs + retryAfter * 1e3;
  }
  const reset = Number(header("x-ratelimit-reset"));
  if (header("x-ratelimit-remaining") === "0" && Number.isFinite(reset) && reset > 0) {
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

// src/github/identity.ts
var VIEWER_QUERY = "query { viewer { login databaseId } }";
var IdentityError = class extends Error {
  name = "IdentityError";
};
function isPassingLookupFailure(error3, nowMs) {
  const name = error3?.name;
  if (name === "GraphqlResponseError" || name === "IdentityError") return false;
  const kind = classifyGitHubError(error3, nowMs).kind;
  return kind === "network" || kind === "server" || kind === "rate_limited";
}
async function fetchIdentity(octokit, signal) {
  const lookup = octokit.lookupClient();
  const data = await lookup.graphql(
    VIEWER_QUERY,
    { request: { signal } }
  );
  const login = data?.viewer?.login;
  const id = data?.viewer?.databaseId;
  if (typeof login !== "string" || login === "") {
    throw new IdentityError("GitHub did not say which account the token belongs to (no viewer login)");
  }
  return { login, id: typeof id === "number" && Number.isSafeInteger(id) ? id : null };
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
    async create(body2, signal) {
      const response = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body: body2,
        request: { signal }
      });
      return toComment(response.data);
    },
    async update(commentId, body2, signal) {
      const response = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: commentId,
        body: body2,
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
  const run = env["GITHUB_RUN_ID"];
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : null;
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

// src/board/board-live.ts
var ROW_PREFIX = "| <!-- narrator-leg:";
var TOTALS_PREFIX = `| ${TOTALS_MARKER}`;
var collator2 = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
function escapeRegExp3(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function rowLabel(line) {
  const afterMarker = line.indexOf("--> ");
  if (afterMarker < 0) return "";
  const rest = line.slice(afterMarker + 4);
  const end = rest.indexOf(" | ");
  return end < 0 ? rest : rest.slice(0, end);
}
function reasonLabel(line) {
  const start = line.indexOf("--> **");
  const end = start < 0 ? -1 : line.indexOf("** \xB7 ", start + 6);
  return end < 0 ? "" : line.slice(start + 6, end);
}
function isReasonItem(line) {
  return line.startsWith("- ");
}
function mergeLegLines(body2, lines, o) {
  const firstLine2 = body2.slice(0, body2.indexOf("\n") < 0 ? body2.length : body2.indexOf("\n"));
  const ours = firstLine2.includes(o.runMarker);
  const base = ours ? body2 : o.skeleton();
  const out = base.split("\n");
  const id = lines.id.replace(/[^A-Za-z0-9-]/g, "");
  const rowRe = new RegExp(`^\\| <!-- narrator-leg:${escapeRegExp3(id)} --> `);
  const reasonRe = new RegExp(`^- [^ ]+ <!-- narrator-leg-reason:${escapeRegExp3(id)} --> `);
  const totals = out.findIndex((line) => line.startsWith(TOTALS_PREFIX));
  if (totals < 0) return { kind: "skip", why: "the board has no table of legs (it is collapsed)" };
  const own2 = out.findIndex((line) => rowRe.test(line));
  if (own2 >= 0) out[own2] = lines.row;
  else {
    const label = rowLabel(lines.row);
    let at = totals;
    for (let i = 0; i < totals; i++) {
      if (out[i].startsWith(ROW_PREFIX) && collator2.compare(rowLabel(out[i]), label) > 0) {
        at = i;
        break;
      }
    }
    out.splice(at, 0, lines.row);
  }
  const ownReason = out.findIndex((line) => reasonRe.test(line));
  if (lines.reason !== null) {
    if (ownReason >= 0) out[ownReason] = lines.reason;
    else {
      const heading = out.indexOf(REASONS_HEADING);
      if (heading >= 0) {
        const label = reasonLabel(lines.reason);
        let at = heading + 2;
        while (at < out.length && isReasonItem(out[at]) && !(out[at].includes("<!-- narrator-leg-reason:") && collator2.compare(reasonLabel(out[at]), label) > 0)) {
          at++;
        }
        out.splice(at, 0, lines.reason);
      } else {
        const tableEnd = out.findIndex((line) => line.startsWith(TOTALS_PREFIX));
        out.splice(tableEnd + 1, 0, "", REASONS_HEADING, "", lines.reason);
      }
    }
  } else if (ownReason >= 0) {
    out.splice(ownReason, 1);
    const heading = out.indexOf(REASONS_HEADING);
    if (heading >= 0 && !isReasonItem(out[heading + 2] ?? "")) {
      out.splice(heading - 1, 3);
    }
  }
  const merged = out.join("\n");
  if (merged === body2) return { kind: "unchanged" };
  if (merged.length > o.limit) {
    return { kind: "skip", why: `the board would grow past ${o.limit} characters with this leg's row` };
  }
  return { kind: "body", body: merged };
}
function showsLegLines(body2, lines) {
  const all = body2.split("\n");
  if (!all.includes(lines.row)) return false;
  const id = lines.id.replace(/[^A-Za-z0-9-]/g, "");
  const reasonRe = new RegExp(`^- [^ ]+ <!-- narrator-leg-reason:${escapeRegExp3(id)} --> `);
  const reasons = all.filter((line) => reasonRe.test(line));
  return lines.reason === null ? reasons.length === 0 : reasons.length === 1 && reasons[0] === lines.reason;
}

// src/github/find-comment.ts
var PER_PAGE = 100;
async function findMarkedComments(api, marker, options = {}) {
  const maxPages = options.maxPages ?? 10;
  let me = null;
  const ours = [];
  let lastPage = 1;
  for (let page = 1; page <= Math.min(lastPage, maxPages); page++) {
    options.onRequest?.();
    const result = await api.listPage(page, PER_PAGE, options.signal);
    if (page === 1) lastPage = result.lastPage ?? 1;
    for (const comment of result.comments) {
      if (!hasMarker(comment.body, marker)) continue;
      if (me === null) {
        try {
          me = await api.whoAmI(options.signal);
        } catch (error3) {
          options.onIdentityUnknown?.(error3);
          return [];
        }
      }
      if (sameAccount(comment.author, me)) ours.push(comment);
      else options.onForeign?.(comment, me);
    }
  }
  return ours.sort((a, b) => a.id - b.id);
}

// src/github/logger.ts
var silentLogger = {
  debug: () => {
  },
  warning: () => {
  }
};

// src/sinks/board/live-board.ts
var BOARD_BODY_LIMIT = 65e3;
var DEFAULT_SLOT_MS = 1e3;
var MAX_SLOTS = 20;
var Gone = class extends Error {
  name = "Gone";
};
var LiveBoard = class {
  #o;
  #clock;
  #logger;
  #random;
  #commentId = null;
  #url = null;
  #located = false;
  #recreated = 0;
  #wanted = null;
  #final = null;
  #finalResult = null;
  #done = false;
  #running = false;
  #wake = null;
  #lastWriteAt = Number.NEGATIVE_INFINITY;
  /** GitHub asked to wait (a rate limit): every write waits, the final one too. */
  #rateLimitedUntil = 0;
  /** After GitHub failed to answer: intermediate writes back off; the final one retries sooner. */
  #errorBackoffUntil = 0;
  #errorStreak = 0;
  /** The slowest read seen (ms): a racing writer's read-then-write takes about two of them. */
  #slowestReadMs = 0;
  #lastSentWriteAt = Number.NEGATIVE_INFINITY;
  #identityAsked = false;
  #skipWarned = false;
  #stats = {
    reads: 0,
    writes: 0,
    creates: 0,
    lists: 0,
    deletes: 0,
    unchanged: 0,
    healed: 0,
    failures: 0,
    slowestReadMs: 0,
    lastError: null,
    disabledReason: null
  };
  constructor(options) {
    this.#o = {
      intervalMs: 1e4,
      requestTimeoutMs: 3e4,
      finalTimeoutMs: 6e4,
      finalAttempts: 6,
      jitterMs: 300,
      searchPages: 10,
      writeSpacingMs: 1e3,
      ...options
    };
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
    this.#random = options.random ?? Math.random;
  }
  get commentId() {
    return this.#commentId;
  }
  stats() {
    return { ...this.#stats, slowestReadMs: this.#slowestReadMs };
  }
  /** Offers the leg's newest lines (rendered when the write goes out). Returns at once. */
  update(lines) {
    if (this.#final !== null || this.#stats.disabledReason !== null) return;
    this.#wanted = lines;
    this.#kick();
  }
  /** Writes the leg's final lines and verifies them. Resolves within `finalTimeoutMs`; never rejects. */
  finish(lines) {
    if (this.#finalResult) return this.#finalResult;
    if (this.#stats.disabledReason !== null) {
      this.#finalResult = Promise.resolve(this.#finish(false, false, 0, this.#stats.disabledReason));
      return this.#finalResult;
    }
    this.#finalResult = new Promise((resolve2) => {
      this.#final = { lines, resolve: resolve2, deadline: this.#clock.now() + this.#o.finalTimeoutMs };
    });
    this.#wanted = null;
    this.#wake?.();
    this.#kick();
    return this.#finalResult;
  }
  /**
   * The aggregate job's write: the whole board, into the board comment (created if none), then
   * the duplicates of this run deleted. Retried on passing failures within `finalTimeoutMs`.
   */
  async publish(body2) {
    const deadline = this.#clock.now() + this.#o.finalTimeoutMs;
    let lastError = null;
    for (let attempt = 1; this.#clock.now() < deadline; attempt++) {
      try {
        const ours = await this.#list("none");
        const board = ours[0] ?? null;
        const written = board ? await this.#call((signal) => this.#o.api.update(board.id, body2, signal), "writes") : await this.#call((signal) => this.#o.api.create(body2, signal), "creates");
        this.#commentId = written.id;
        this.#url = written.htmlUrl;
        let removed = 0;
        for (const dup of ours.slice(1)) {
          if (!firstLine(dup.body).includes(this.#o.runMarker)) continue;
          try {
            await this.#call((signal) => this.#o.api.remove(dup.id, signal), "deletes");
            removed++;
          } catch (error3) {
            this.#logger.warning(
              `Narrator board: could not delete the duplicate board comment ${dup.id}: ${classifyGitHubError(error3, this.#clock.now()).message}`
            );
          }
        }
        return { landed: true, commentId: this.#commentId, url: this.#url, reason: null, removed };
      } catch (error3) {
        const failure3 = classifyGitHubError(error3, this.#clock.now());
        lastError = failure3.message;
        this.#stats.failures++;
        const retryable = ["network", "server", "rate_limited", "not_found"].includes(failure3.kind);
        if (!retryable) break;
        const wait = failure3.kind === "rate_limited" ? failure3.retryAt - this.#clock.now() : Math.min(5e3, 250 * 2 ** (attempt - 1));
        if (this.#clock.now() + wait >= deadline) break;
        await this.#sleep(wait);
      }
    }
    return { landed: false, commentId: this.#commentId, url: this.#url, reason: lastError, removed: 0 };
  }
  // ---------------------------------------------------------------------------------------------
  #kick() {
    if (this.#running) return;
    this.#running = true;
    void this.#loop().finally(() => {
      this.#running = false;
      if (this.#final !== null && !this.#done && this.#stats.disabledReason !== null) {
        this.#settle(false, false, 0, this.#stats.disabledReason);
      }
      if (!this.#done && this.#stats.disabledReason === null && (this.#wanted !== null || this.#final !== null)) {
        this.#kick();
      }
    });
  }
  async #loop() {
    while (!this.#done && this.#stats.disabledReason === null) {
      if (this.#final !== null) {
        await this.#runFinal(this.#final);
        return;
      }
      if (this.#wanted === null) return;
      const now = this.#clock.now();
      const at = this.#pacedAt(now);
      if (at > now) {
        await this.#sleep(at - now);
        continue;
      }
      let source = this.#wanted;
      this.#wanted = null;
      try {
        if (!this.#located) await this.#locate();
        await this.#sleep(this.#spacingWait() + this.#turnWait(this.#clock.now() + this.#spacingWait()));
        if (this.#final !== null) continue;
        const newer = this.#wanted;
        if (newer !== null) source = newer;
        this.#wanted = null;
        await this.#writeOnce(source(), false);
        this.#errorStreak = 0;
      } catch (error3) {
        this.#failed(error3);
        this.#wanted ??= source;
      }
    }
  }
  /** When the next paced write may go: the interval, the shared budget, any wait GitHub asked for. */
  #pacedAt(now) {
    const budget = this.#o.budget;
    return Math.max(
      this.#rateLimitedUntil,
      this.#errorBackoffUntil,
      this.#lastWriteAt + this.#o.intervalMs,
      budget ? budget.readyAt(this.#lastWriteAt, now) : now
    );
  }
  async #runFinal(final) {
    let attempts = 0;
    let landed = false;
    let lastError = null;
    while (attempts < this.#o.finalAttempts && this.#stats.disabledReason === null) {
      const now = this.#clock.now();
      const wait = Math.max(this.#rateLimitedUntil, this.#o.budget?.blockedUntil ?? 0) - now;
      if (now + Math.max(0, wait) >= final.deadline) break;
      if (wait > 0) await this.#sleep(wait);
      attempts++;
      try {
        const result = await this.#writeOnce(final.lines);
        if (result === "skipped") {
          this.#settle(false, false, attempts, "the board has no room or no table for this leg");
          return;
        }
        landed = true;
        await this.#sleep(this.#verifyDelay());
        const fresh = await this.#get();
        if (showsLegLines(fresh.body, final.lines)) {
          this.#settle(true, true, attempts, null);
          return;
        }
        this.#stats.healed++;
        this.#logger.debug("Narrator board: another leg's write overwrote this leg's row; writing it again");
        if (!this.#o.turn) await this.#sleep(this.#random() * this.#o.jitterMs * 2 ** attempts);
      } catch (error3) {
        lastError = this.#failed(error3);
        if (this.#stats.disabledReason !== null) break;
        await this.#sleep(Math.min(5e3, 250 * 2 ** (attempts - 1)) * (0.5 + this.#random()));
      }
      if (this.#clock.now() >= final.deadline) break;
    }
    this.#settle(
      landed,
      false,
      attempts,
      this.#stats.disabledReason ?? (landed ? "the last read did not show the final row (another leg overwrote it); the aggregate job rewrites the board" : `the final row did not land${lastError ? ` (${lastError})` : ""}`)
    );
  }
  /**
   * One read-modify-write of the leg's lines in the leg's turn (`waitTurn`: not waited yet), or the
   * board's creation when none exists at that moment.
   */
  async #writeOnce(lines, waitTurn = true) {
    if (!this.#located) await this.#locate();
    await this.#sleep(this.#spacingWait());
    if (waitTurn) await this.#sleep(this.#turnWait(this.#clock.now()));
    if (this.#commentId === null) {
      await this.#locate();
      if (this.#commentId === null) return this.#create(lines);
    }
    return this.#mergeAndWrite(lines);
  }
  /** How long the client would hold a write back after this leg's previous write (or GraphQL request). */
  #spacingWait() {
    return Math.max(0, this.#lastSentWriteAt + this.#o.writeSpacingMs - this.#clock.now());
  }
  /**
   * How long until this leg's turn: the start of its next slot (now, early in its slot), plus a
   * little jitter; without a turn, a random jitter.
   */
  #turnWait(now) {
    const turn = this.#o.turn;
    if (!turn || turn.count < 2) return this.#random() * this.#o.jitterMs;
    const slot = turn.slotMs ?? DEFAULT_SLOT_MS;
    const count2 = Math.min(turn.count, MAX_SLOTS);
    const cycle = count2 * slot;
    const start = turn.index % count2 * slot;
    const position = (now % cycle + cycle) % cycle;
    const sinceStart = (position - start + cycle) % cycle;
    const jitter = this.#random() * Math.min(this.#o.jitterMs, slot / 5);
    return sinceStart < slot / 4 ? jitter : cycle - sinceStart + jitter;
  }
  async #mergeAndWrite(lines) {
    await this.#sleep(this.#spacingWait());
    let fresh;
    try {
      fresh = await this.#get();
    } catch (error3) {
      throw this.#goneOr(error3);
    }
    const merged = mergeLegLines(fresh.body, lines, this.#mergeOptions());
    if (merged.kind === "unchanged") {
      this.#stats.unchanged++;
      return "unchanged";
    }
    if (merged.kind === "skip") {
      if (!this.#skipWarned) {
        this.#skipWarned = true;
        this.#logger.debug(`Narrator board: this leg leaves the live board alone: ${merged.why}`);
      }
      return "skipped";
    }
    try {
      await this.#call((signal) => this.#o.api.update(this.#commentId, merged.body, signal), "writes");
    } catch (error3) {
      throw this.#goneOr(error3);
    }
    this.#lastWriteAt = this.#clock.now();
    return "written";
  }
  async #create(lines) {
    const merged = mergeLegLines(this.#skeleton(), lines, this.#mergeOptions());
    if (merged.kind !== "body") return "skipped";
    const created = await this.#call((signal) => this.#o.api.create(merged.body, signal), "creates");
    this.#commentId = created.id;
    this.#url = created.htmlUrl;
    this.#lastWriteAt = this.#clock.now();
    let ours;
    try {
      ours = await this.#list();
    } catch {
      return "written";
    }
    const oldest = ours[0];
    if (!oldest || oldest.id >= created.id) return "written";
    this.#logger.debug(
      `Narrator board: another leg created the board (${oldest.id}) at the same time; this leg deletes its own (${created.id}) and writes there`
    );
    try {
      await this.#call((signal) => this.#o.api.remove(created.id, signal), "deletes");
    } catch (error3) {
      this.#logger.debug(
        `Narrator board: could not delete the duplicate ${created.id}: ${classifyGitHubError(error3, this.#clock.now()).message}`
      );
    }
    this.#commentId = oldest.id;
    this.#url = oldest.htmlUrl;
    return this.#mergeAndWrite(lines);
  }
  async #locate() {
    const ours = await this.#list();
    this.#located = true;
    const board = ours[0] ?? null;
    this.#commentId = board?.id ?? null;
    this.#url = board?.htmlUrl ?? null;
  }
  /**
   * Every board comment of ours, oldest first. When who Narrator posts as cannot be learned for
   * good, no comment can be proven ours: a leg stops keeping the live board (each leg would start
   * its own), the aggregate job posts a new board (`permanent: 'none'`).
   */
  async #list(permanent = "disable") {
    let identityError = null;
    if (!this.#identityAsked) {
      this.#identityAsked = true;
      this.#lastSentWriteAt = this.#clock.now();
      try {
        await this.#call((signal) => this.#o.api.whoAmI(signal), "lists");
        this.#stats.lists--;
      } catch (error3) {
        this.#stats.lists--;
        this.#identityAsked = !isPassingLookupFailure(error3, this.#clock.now());
      }
    }
    const ours = await this.#call(
      (signal) => findMarkedComments(this.#o.api, this.#o.marker, {
        maxPages: this.#o.searchPages,
        signal,
        onRequest: () => {
          this.#stats.lists++;
        },
        onForeign: (comment, me) => {
          const by = comment.author ? `by ${comment.author.login}` : "by a deleted account";
          this.#logger.warning(
            `Narrator board ignores comment ${comment.id}: it carries the board's marker but was written ${by}, not by ${me.login}, the account Narrator posts as`
          );
        },
        onIdentityUnknown: (error3) => {
          identityError = error3;
        }
      }),
      "lists"
    );
    this.#stats.lists--;
    if (identityError === null) return ours;
    if (isPassingLookupFailure(identityError, this.#clock.now())) throw identityError;
    if (permanent === "none") return [];
    this.#stats.disabledReason = "Narrator could not tell which account its token posts as, so it cannot prove a board comment is its own; the board comes with the aggregate job";
    this.#logger.warning(`Narrator board: ${this.#stats.disabledReason}`);
    throw new Gone(this.#stats.disabledReason);
  }
  async #get() {
    const id = this.#commentId;
    if (id === null) throw new Gone("no board comment");
    return this.#call((signal) => this.#o.api.get(id, signal), "reads");
  }
  /** A 404 on the board: it was deleted (a duplicate cleaned up, or by hand): find it again. */
  #goneOr(error3) {
    if (classifyGitHubError(error3, this.#clock.now()).kind !== "not_found") return error3;
    this.#recreated++;
    if (this.#recreated > 3) return error3;
    this.#located = false;
    this.#commentId = null;
    return new Gone("the board comment is gone; looking for it again", { cause: error3 });
  }
  /** Logs and schedules what a failure means; returns its message. */
  #failed(error3) {
    const now = this.#clock.now();
    if (error3 instanceof Gone) {
      this.#logger.debug(`Narrator board: ${error3.message}`);
      return error3.message;
    }
    const failure3 = classifyGitHubError(error3, now);
    this.#stats.failures++;
    this.#stats.lastError = failure3.message;
    switch (failure3.kind) {
      case "rate_limited":
        this.#rateLimitedUntil = Math.max(this.#rateLimitedUntil, failure3.retryAt);
        break;
      case "network":
      case "server":
        this.#errorStreak++;
        this.#errorBackoffUntil = now + Math.min(6e4, 1e3 * 2 ** (this.#errorStreak - 1));
        if (this.#errorStreak === 1) {
          this.#logger.warning(
            `Narrator board: GitHub did not answer (${failure3.message}); it will try again`
          );
        }
        break;
      case "forbidden":
      case "not_found":
        this.#stats.disabledReason = `the board comment cannot be written (${failure3.message}); the legs' rows come with the aggregate job`;
        this.#logger.warning(`Narrator board: ${this.#stats.disabledReason}`);
        break;
      default:
        this.#logger.warning(`Narrator board: could not write the leg's row: ${failure3.message}`);
        this.#errorBackoffUntil = now + this.#o.intervalMs;
    }
    return failure3.message;
  }
  /** One request with its own timeout, counted, and timed (the slowest round trip sets the verify delay). */
  async #call(request2, stat2) {
    this.#stats[stat2]++;
    const started = this.#clock.now();
    if (stat2 !== "reads" && stat2 !== "lists") this.#lastSentWriteAt = started;
    const controller = new AbortController();
    const timer = this.#clock.setTimeout(
      () => controller.abort(new Error(`request timed out after ${this.#o.requestTimeoutMs} ms`)),
      this.#o.requestTimeoutMs
    );
    try {
      const result = await request2(controller.signal);
      if (stat2 === "reads") this.#slowestReadMs = Math.max(this.#slowestReadMs, this.#clock.now() - started);
      return result;
    } finally {
      this.#clock.clearTimeout(timer);
    }
  }
  /** Longer than any racing writer's read-then-write, as this leg has measured round trips. */
  #verifyDelay() {
    const spacing = this.#o.writeSpacingMs;
    const base = Math.min(10 * spacing, Math.max(0.3 * spacing, 2 * this.#slowestReadMs + 0.1 * spacing));
    return base + this.#random() * this.#o.jitterMs;
  }
  #mergeOptions() {
    return {
      runMarker: this.#o.runMarker,
      skeleton: () => this.#skeleton(),
      limit: BOARD_BODY_LIMIT
    };
  }
  #skeleton() {
    return renderLiveBoard({
      marker: `${this.#o.marker} ${this.#o.runMarker}`,
      runUrl: this.#o.runUrl ?? null
    });
  }
  /** Sleeps on the clock; a final edit arriving wakes an intermediate wait at once. */
  #sleep(ms) {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve2) => {
      const timer = this.#clock.setTimeout(() => {
        this.#wake = null;
        resolve2();
      }, ms);
      if (this.#final === null) {
        this.#wake = () => {
          this.#clock.clearTimeout(timer);
          this.#wake = null;
          resolve2();
        };
      }
    });
  }
  #settle(landed, verified, attempts, reason) {
    const final = this.#final;
    if (!final || this.#done) return;
    this.#done = true;
    final.resolve(this.#finish(landed, verified, attempts, reason));
  }
  #finish(landed, verified, attempts, reason) {
    return { landed, verified, attempts, commentId: this.#commentId, url: this.#url, reason };
  }
};
function firstLine(body2) {
  const end = body2.indexOf("\n");
  return end < 0 ? body2 : body2.slice(0, end);
}

// src/aggregate/artifact-service.ts
var SERVICE = "github.actions.results.api.v1.ArtifactService";
var ATTEMPTS = 3;
var ArtifactServiceError = class extends Error {
  name = "ArtifactServiceError";
};
function tokenScope(token) {
  const payload = token.split(".")[1];
  let scp;
  try {
    scp = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")).scp;
  } catch (error3) {
    throw new ArtifactServiceError("ACTIONS_RUNTIME_TOKEN is not a JWT", { cause: error3 });
  }
  const scope = typeof scp === "string" ? scp.split(" ").find((s) => s.startsWith("Actions.Results:")) : void 0;
  const [, run, job] = scope?.split(":") ?? [];
  if (!run || !job) throw new ArtifactServiceError("ACTIONS_RUNTIME_TOKEN carries no Actions.Results scope");
  return { run, job };
}
function epoch(value) {
  if (typeof value !== "string") return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}
function field(o, snake, camel) {
  return o[snake] ?? o[camel];
}
function artifactService(o) {
  const scope = tokenScope(o.token);
  const http = o.fetch ?? fetch;
  const origin = new URL(o.resultsUrl).origin;
  const backoff = o.backoffMs ?? 500;
  async function call(method, body2) {
    const url = `${origin}/twirp/${SERVICE}/${method}`;
    let last;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const res = await http(url, {
          method: "POST",
          headers: { authorization: `Bearer ${o.token}`, "content-type": "application/json" },
          body: JSON.stringify({
            workflow_run_backend_id: scope.run,
            workflow_job_run_backend_id: scope.job,
            ...body2
          })
        });
        if (res.ok) return await res.json();
        const text2 = (await res.text()).slice(0, 300);
        last = new ArtifactServiceError(`${method}: HTTP ${res.status} ${text2}`);
        if (res.status < 500 && res.status !== 429) break;
      } catch (error3) {
        last = error3;
      }
      if (attempt < ATTEMPTS) await new Promise((r) => setTimeout(r, backoff * attempt));
    }
    throw last instanceof ArtifactServiceError ? last : new ArtifactServiceError(`${method}: ${last.message}`, { cause: last });
  }
  return {
    async list() {
      const answer = await call("ListArtifacts", {});
      const listed = Array.isArray(answer["artifacts"]) ? answer["artifacts"] : [];
      const out = [];
      for (const item of listed) {
        if (typeof item !== "object" || item === null) continue;
        const a = item;
        if (field(a, "workflow_run_backend_id", "workflowRunBackendId") !== scope.run) continue;
        const id = Number(field(a, "database_id", "databaseId"));
        const name = a["name"];
        if (!Number.isSafeInteger(id) || typeof name !== "string") continue;
        const uploader = field(a, "workflow_job_run_backend_id", "workflowJobRunBackendId");
        const digest = a["digest"];
        out.push({
          id,
          name,
          size: Number(a["size"] ?? 0),
          digest: typeof digest === "string" && digest ? digest : void 0,
          uploader: typeof uploader === "string" && uploader ? uploader : null,
          createdAt: epoch(field(a, "created_at", "createdAt"))
        });
      }
      return out;
    },
    async fetchZip(artifact, maxBytes) {
      const answer = await call("GetSignedArtifactURL", { name: artifact.name });
      const signed = field(answer, "signed_url", "signedUrl");
      if (typeof signed !== "string") throw new ArtifactServiceError("no download URL came back");
      const res = await http(signed);
      if (!res.ok || !res.body) throw new ArtifactServiceError(`download: HTTP ${res.status}`);
      const declared = Number(res.headers.get("content-length"));
      if (Number.isFinite(declared) && declared > maxBytes) {
        await res.body.cancel();
        throw new ArtifactServiceError(`${declared} bytes is too large for a leg record`);
      }
      const chunks = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > maxBytes)
          throw new ArtifactServiceError(`more than ${maxBytes} bytes: too large for a leg record`);
        chunks.push(Buffer.from(chunk));
      }
      const zip = Buffer.concat(chunks);
      if (artifact.digest) {
        const [algorithm, expected] = artifact.digest.includes(":") ? artifact.digest.split(":", 2) : ["sha256", artifact.digest];
        if (algorithm === "sha256" && createHash("sha256").update(zip).digest("hex") !== expected) {
          throw new ArtifactServiceError("its content does not match its digest");
        }
      }
      return zip;
    }
  };
}

// src/report/check-output.ts
var CHECK_OUTPUT_LIMIT = 65535;
var CHECK_TITLE_MAX = 255;

// src/sinks/check/check-runs.ts
var ANNOTATIONS_PER_REQUEST = 50;
function batches(list, size = ANNOTATIONS_PER_REQUEST) {
  if (list.length === 0) return [[]];
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
function checkRunView(run) {
  const owner = run.app?.owner;
  return {
    id: Number(run.id),
    name: run.name,
    headSha: run.head_sha,
    status: run.status,
    conclusion: run.conclusion ?? null,
    externalId: run.external_id ?? null,
    title: run.output?.title ?? null,
    app: run.app ? {
      slug: run.app.slug ?? null,
      name: run.app.name,
      owner: owner && "login" in owner && typeof owner.login === "string" ? owner.login : null
    } : null
  };
}
function octokitCheckRuns(client) {
  return {
    async get(ref, id, signal) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/check-runs/{check_run_id}", {
        owner: ref.owner,
        repo: ref.repo,
        check_run_id: id,
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
      return data.check_runs.map((run) => checkRunView(run));
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
    async create(run, signal) {
      const { data } = await client.request("POST /repos/{owner}/{repo}/check-runs", {
        owner: run.owner,
        repo: run.repo,
        name: run.name,
        head_sha: run.headSha,
        status: run.completed ? "completed" : "in_progress",
        started_at: run.startedAt,
        ...run.completed ? { conclusion: run.completed.conclusion, completed_at: run.completed.completedAt } : {},
        ...run.detailsUrl ? { details_url: run.detailsUrl } : {},
        ...run.externalId ? { external_id: run.externalId } : {},
        output: run.output,
        request: { signal }
      });
      return Number(data.id);
    },
    async complete(run, onBatchError, signal) {
      const [first, ...rest] = batches(run.annotations);
      await client.request("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}", {
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: "completed",
        conclusion: run.conclusion,
        completed_at: run.completedAt,
        ...run.detailsUrl ? { details_url: run.detailsUrl } : {},
        output: { ...run.output, ...first.length > 0 ? { annotations: first } : {} },
        request: { signal }
      });
      let sent = 1;
      for (const [i, batch] of rest.entries()) {
        try {
          await client.request("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}", {
            owner: run.owner,
            repo: run.repo,
            check_run_id: run.id,
            output: { title: run.output.title, summary: run.output.summary, annotations: batch },
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

// src/sinks/check/check-target.ts
var OWN_CHECK_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "push", "merge_group"]);
var PULL_EVENTS = /* @__PURE__ */ new Set(["issue_comment", "pull_request_review", "pull_request_review_comment"]);
function checkPlace(input) {
  if (input.setting === false) return { kind: "none", reason: "check is false" };
  const event = input.eventName;
  const payload = record(input.payload);
  const pull = pullNumber(event, payload, input.commentTarget);
  const sha = /^[0-9a-f]{40}$/i.test(input.sha.trim()) ? input.sha.trim() : null;
  if (input.setting === true) {
    if (pull !== null) {
      return { kind: "pull", number: pull, fallbackSha: sha, reason: `check is true: the head of #${pull}` };
    }
    const runSha = workflowRunSha(event, payload);
    if (runSha !== null) return { kind: "sha", sha: runSha, reason: "check is true: the workflow_run head" };
    if (sha === null) return { kind: "none", reason: "check is true, but GITHUB_SHA is not a commit" };
    return { kind: "sha", sha, reason: "check is true: GITHUB_SHA" };
  }
  if (OWN_CHECK_EVENTS.has(event)) {
    return { kind: "none", reason: `a ${event} job is already a check on its commit` };
  }
  if (event === "workflow_run") {
    const runSha = workflowRunSha(event, payload);
    return runSha === null ? { kind: "none", reason: "the workflow_run payload carries no head_sha" } : { kind: "sha", sha: runSha, reason: "the head of the workflow run that triggered this one" };
  }
  if (pull !== null) {
    return {
      kind: "pull",
      number: pull,
      fallbackSha: null,
      reason: PULL_EVENTS.has(event) ? `${event} on #${pull}` : `comment-on names #${pull}`
    };
  }
  return {
    kind: "none",
    reason: PULL_EVENTS.has(event) ? `the ${event} is not on a pull request` : `a ${event || "unknown"} job names no pull request (set comment-on to one, or check: true)`
  };
}
function pullNumber(event, payload, target) {
  if (event === "issue_comment") {
    const issue3 = record(payload["issue"]);
    if (issue3["pull_request"] && positive(issue3["number"]) !== null) return positive(issue3["number"]);
  }
  if (event === "pull_request_review" || event === "pull_request_review_comment") {
    const number3 = positive(record(payload["pull_request"])["number"]);
    if (number3 !== null) return number3;
  }
  if (OWN_CHECK_EVENTS.has(event) && event !== "push" && event !== "merge_group") {
    const number3 = positive(record(payload["pull_request"])["number"]) ?? positive(payload["number"]);
    if (number3 !== null) return number3;
  }
  if (target === null) return null;
  if (event === "issue_comment" || event === "issues")
    return target.kind === "pr" ? target.issueNumber : null;
  return target.issueNumber;
}
function workflowRunSha(event, payload) {
  if (event !== "workflow_run") return null;
  const sha = record(payload["workflow_run"])["head_sha"];
  return typeof sha === "string" && /^[0-9a-f]{40}$/i.test(sha) ? sha : null;
}
function record(value) {
  return typeof value === "object" && value !== null ? value : {};
}
function positive(value) {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
}
function checkName(o) {
  const given = o.checkName?.trim();
  const name = given ? given : ["narrator", o.workflow?.trim() || "workflow", o.job?.trim() || "job"].join(" / ") + (o.leg ? ` (${o.leg})` : "");
  return name.replace(/[\r\n]+/g, " ").slice(0, 200);
}

// src/aggregate/board-check.ts
var REQUEST_TIMEOUT_MS = 3e4;
async function completeBoardCheck(o) {
  const { env, config: config2 } = o;
  const r = o.redactor.redact;
  const eventName = env["GITHUB_EVENT_NAME"] ?? "";
  const payload = o.event.payload;
  const repository = env["GITHUB_REPOSITORY"] ?? "";
  const place = checkPlace({
    setting: config2.check,
    eventName,
    payload,
    commentTarget: resolveTarget({ commentOn: config2.commentOn, eventName, payload, repository }).target,
    sha: env["GITHUB_SHA"] ?? ""
  });
  if (place.kind === "none") {
    info2(`Narrator board: no check run (${place.reason})`);
    return null;
  }
  const [owner, repo] = repository.split("/");
  if (!owner || !repo || o.client === null) {
    warning2(
      `Narrator board: no check run: ${o.client === null ? "'github-token' is empty" : `GITHUB_REPOSITORY '${repository}' is not owner/repo`}`
    );
    return null;
  }
  const api = octokitCheckRuns(o.client);
  const name = checkName({
    checkName: config2.checkName,
    workflow: env["GITHUB_WORKFLOW"],
    job: env["GITHUB_JOB"],
    leg: null
  });
  let step = "read the pull request";
  try {
    let sha = place.kind === "sha" ? place.sha : null;
    if (place.kind === "pull") {
      try {
        sha = await api.pullHeadSha({ owner, repo }, place.number, AbortSignal.timeout(REQUEST_TIMEOUT_MS));
      } catch (error3) {
        if (classifyGitHubError(error3, Date.now()).kind !== "not_found") throw error3;
        if (place.fallbackSha === null) {
          info2(`Narrator board: no check run (#${place.number} is not a pull request)`);
          return null;
        }
        sha = place.fallbackSha;
      }
    }
    step = "create check runs";
    const body2 = renderBoardComment(o.legs, o.verdict, { ...o.ctx, marker: null });
    const [first = "", ...rest] = body2.split("\n");
    const now = (/* @__PURE__ */ new Date()).toISOString();
    const id = await api.create(
      {
        owner,
        repo,
        name,
        headSha: sha,
        detailsUrl: o.ctx.runUrl ?? null,
        externalId: env["GITHUB_RUN_ID"] ? `${env["GITHUB_RUN_ID"]}/${env["GITHUB_RUN_ATTEMPT"] || "1"}` : null,
        startedAt: now,
        completed: { conclusion: o.verdict.passed ? "success" : "failure", completedAt: now },
        output: {
          title: r(first.replace(/^#+\s*/, "")).slice(0, CHECK_TITLE_MAX),
          summary: r(rest.join("\n").trim()).slice(0, CHECK_OUTPUT_LIMIT),
          ...o.commentUrl ? { text: `The board comment: ${o.commentUrl}` } : {}
        }
      },
      AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    );
    info2(
      `Narrator board: check '${r(name)}' on ${sha.slice(0, 12)}: ${o.verdict.passed ? "success" : "failure"} (${place.reason})`
    );
    return id;
  } catch (error3) {
    const failure3 = classifyGitHubError(error3, Date.now());
    if (failure3.kind === "forbidden" && failure3.status === 403) {
      const permission = step === "create check runs" ? "'checks: write'" : "'pull-requests: read' (to read the pull request's head commit)";
      warning2(
        r(
          `Narrator board: no check run: the token may not ${step} (GitHub answered ${failure3.message}). Give the aggregate job the permission ${permission}`
        )
      );
    } else {
      warning2(r(`Narrator board: the check run could not be created (${failure3.message})`));
    }
    return null;
  }
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

// node_modules/zod/v4/core/util.js
function getEnumValues(entries2) {
  const numericValues = Object.values(entries2).filter((v) => typeof v === "number");
  const values = Object.entries(entries2).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function joinValues(array, separator = "|") {
  return array.map((val) => stringifyPrimitive(val)).join(separator);
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
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
function isPlainObject3(o) {
  if (isObject(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count2 = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count2--;
      i++;
    }
  }
  return count2;
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

// node_modules/zod/v4/locales/en.js
var error2 = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  };
  const TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
      return String(input);
    }
    return TypeDictionary[type] ?? type;
  }
  return (issue3) => {
    switch (issue3.code) {
      case "invalid_type": {
        const expected = getTypeName(issue3.expected);
        const receivedType = parsedType(issue3.input);
        const received = getTypeName(receivedType, issue3.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        if (issue3.values.length === 1)
          return `Invalid input: expected ${stringifyPrimitive(issue3.values[0])}`;
        return `Invalid option: expected one of ${joinValues(issue3.values, "|")}`;
      case "too_big": {
        const adj = issue3.exact ? "exactly " : issue3.inclusive ? "<=" : "<";
        const sizing = getSizing(issue3.origin);
        if (sizing)
          return `Too big: expected ${issue3.origin ?? "value"} to have ${adj}${issue3.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue3.origin ?? "value"} to be ${adj}${issue3.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue3.exact ? "exactly " : issue3.inclusive ? ">=" : ">";
        const sizing = getSizing(issue3.origin);
        if (sizing) {
          return `Too small: expected ${issue3.origin} to have ${adj}${issue3.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue3.origin} to be ${adj}${issue3.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue3;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${FormatDictionary[_issue.format] ?? issue3.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue3.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue3.keys.length > 1 ? "s" : ""}: ${joinValues(issue3.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue3.origin}`;
      case "invalid_union":
        if (issue3.options && Array.isArray(issue3.options) && issue3.options.length > 0) {
          const opts = issue3.options.map((o) => `'${o}'`).join(" | ");
          return `Invalid discriminator value. Expected ${opts}`;
        }
        if (issue3.inclusive === false) {
          return "Invalid input: more than one option matched";
        }
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue3.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error2()
  };
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
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
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
      const field2 = shape[key]._zod;
      if (field2.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field2.values)
          propValues[key].add(v);
        if (field2.optin !== void 0)
          propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject2 = isObject;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
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
function _string(Class, params) {
  return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
  return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
  return new Class({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
  return new Class({
    type: "unknown"
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
function _positive(params) {
  return /* @__PURE__ */ _gt(0, params);
}
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
  return /* @__PURE__ */ _gte(0, params);
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
function _refine(Class, fn, _params) {
  const schema = new Class({
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
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
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
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record2(keyType, valueType, params) {
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
  const entries2 = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries: entries2,
    ...normalizeParams(params)
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal2(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
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
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}

// src/board/record.ts
var LEG_RECORD_VERSION = 1;
var LEG_RECORD_FILE = "narrator-leg.json";
var LEG_ARTIFACT_PREFIX = "narrator-leg-";
var RECORD_REASON_MAX = 1e3;
var count = number2().check(int(), _nonnegative());
var amountOrNull = nullable(number2().check(_nonnegative()));
var tokensOrNull = nullable(
  object({ input: count, output: count, cacheRead: count, cacheWrite: count })
);
var iso = string2().check(
  _maxLength(40),
  refine((s) => Number.isFinite(Date.parse(s)), "not an ISO time")
);
var legRecordSchema = object({
  narratorLeg: literal2(LEG_RECORD_VERSION),
  id: string2().check(_regex(/^[0-9a-f]{8,64}$/)),
  label: string2().check(_maxLength(1e3)),
  identity: object({
    workflow: nullable(string2().check(_maxLength(1e3))),
    job: string2().check(_maxLength(1e3)),
    matrix: nullable(record2(string2(), unknown())),
    jobIndex: nullable(count),
    commentKey: nullable(string2().check(_maxLength(1e3))),
    runAttempt: number2().check(int(), _positive()),
    runnerName: nullable(string2().check(_maxLength(1e3))),
    jobId: nullable(number2().check(int(), _positive()))
  }),
  agent: nullable(string2().check(_maxLength(100))),
  dialect: nullable(_enum(DIALECTS)),
  model: nullable(string2().check(_maxLength(1e3))),
  outcome: _enum(OUTCOMES),
  conclusion: _enum(["success", "failure"]),
  reason: nullable(string2().check(_maxLength(RECORD_REASON_MAX * 4))),
  turns: nullable(count),
  toolCalls: count,
  failedToolCalls: count,
  deniedToolCalls: count,
  costUsd: amountOrNull,
  tokens: tokensOrNull,
  durationMs: amountOrNull,
  startedAt: nullable(iso),
  endedAt: nullable(iso)
});
function useEnglishZodMessages() {
  if (!config().localeError) config(en_default());
}
var LegRecordError = class extends Error {
  name = "LegRecordError";
};
function parseLegRecord(text2, source) {
  let value;
  try {
    value = JSON.parse(text2);
  } catch (error3) {
    throw new LegRecordError(`${source}: not JSON (${error3.message})`, { cause: error3 });
  }
  return legRecordFrom(value, source);
}
function legRecordFrom(value, source) {
  const version2 = value?.narratorLeg;
  if (typeof version2 === "number" && version2 !== LEG_RECORD_VERSION) {
    throw new LegRecordError(
      `${source}: leg record version ${version2}; this Narrator reads version ${LEG_RECORD_VERSION} (use the same Narrator version for the legs and the aggregate job)`
    );
  }
  useEnglishZodMessages();
  const parsed = legRecordSchema.safeParse(value);
  if (!parsed.success) {
    const issue3 = parsed.error.issues[0];
    const where = issue3?.path.length ? issue3.path.join(".") : "the record";
    throw new LegRecordError(
      `${source}: not a Narrator leg record (${where}: ${issue3?.message ?? "invalid"})`,
      {
        cause: parsed.error
      }
    );
  }
  return parsed.data;
}

// builtin:node:zlib
var __builtin11 = process.getBuiltinModule("node:zlib");
var __read5 = (name) => __builtin11[name];
var createInflateRaw = /* @__PURE__ */ __read5("createInflateRaw");

// src/session/zip.ts
var ZipBudgetError = class extends Error {
  name = "ZipBudgetError";
};
var END_OF_DIRECTORY = 101010256;
var DIRECTORY_ENTRY = 33639248;
var LOCAL_HEADER = 67324752;
function entries(zip, budget) {
  const { maxFiles } = budget;
  const from = Math.max(0, zip.length - 22 - 65535);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipBudgetError("not a zip archive (no end of central directory)");
  const total = zip.readUInt16LE(end + 10);
  if (total > maxFiles) {
    throw new ZipBudgetError(`it holds ${total} files; a leg record's artifact holds at most ${maxFiles}`);
  }
  const out = [];
  let at = zip.readUInt32LE(end + 16);
  while (at + 46 <= end && zip.readUInt32LE(at) === DIRECTORY_ENTRY) {
    if (out.length >= maxFiles) {
      throw new ZipBudgetError(`it holds more than ${maxFiles} files; a leg record's artifact holds fewer`);
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    out.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      name: zip.subarray(at + 46, at + 46 + nameLength).toString("utf8"),
      localOffset: zip.readUInt32LE(at + 42)
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  const declared = out.reduce((sum, e) => sum + e.declaredSize, 0);
  if (declared > budget.maxBytes) {
    throw new ZipBudgetError(`it says it expands to ${declared} bytes, past ${budget.maxBytes}; refused`);
  }
  return out;
}
async function inflateWithin(data, maxBytes) {
  const inflater = createInflateRaw();
  const chunks = [];
  let size = 0;
  const done = new Promise((resolve2, reject) => {
    inflater.on("data", (chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        inflater.destroy();
        reject(new ZipBudgetError(`it expands past ${maxBytes} bytes; refused without reading further`));
        return;
      }
      chunks.push(chunk);
    });
    inflater.on("end", () => resolve2(Buffer.concat(chunks)));
    inflater.on("error", (error3) => reject(new ZipBudgetError(`its data is corrupt (${error3.message})`)));
  });
  inflater.end(data);
  return done;
}
async function readZipEntry(zip, name, budget) {
  const all = entries(zip, budget);
  const matches = all.filter((e) => e.name === name);
  if (matches.length > 1) throw new ZipBudgetError(`it holds ${name} ${matches.length} times`);
  const entry = matches[0];
  if (!entry) return null;
  if (entry.flags & 1) throw new ZipBudgetError(`${name} is encrypted`);
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) {
    throw new ZipBudgetError(`${name}: its local header is missing`);
  }
  const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(dataAt, Math.min(zip.length, dataAt + entry.compressedSize));
  if (entry.method === 0) {
    if (data.length > budget.maxBytes) {
      throw new ZipBudgetError(`it expands past ${budget.maxBytes} bytes; refused without reading further`);
    }
    return Buffer.from(data);
  }
  if (entry.method !== 8) throw new ZipBudgetError(`${name}: compression method ${entry.method} is not read`);
  return inflateWithin(data, budget.maxBytes);
}

// src/aggregate/collect.ts
var MAX_RECORD_ARTIFACT_BYTES = 256 * 1024;
var MAX_RECORD_EXPANDED_BYTES = 256 * 1024;
var MAX_RECORD_ARTIFACT_FILES = 8;
var DEFAULT_CONCURRENCY = 8;
var MAX_JOB_PAGES = 30;
async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
function originOf(artifact) {
  return { id: artifact.id, name: artifact.name, uploader: artifact.uploader, createdAt: artifact.createdAt };
}
async function readOne(reader, artifact) {
  const origin = originOf(artifact);
  const where = `artifact '${artifact.name}'`;
  const refuse = (reason) => ({ origin, label: null, kind: "unreadable", reason });
  if (artifact.size > MAX_RECORD_ARTIFACT_BYTES) {
    return refuse(`${artifact.size} bytes is too large for a leg record`);
  }
  try {
    const zip = await reader.fetchZip(artifact, MAX_RECORD_ARTIFACT_BYTES);
    const text2 = await readZipEntry(zip, LEG_RECORD_FILE, {
      maxBytes: MAX_RECORD_EXPANDED_BYTES,
      maxFiles: MAX_RECORD_ARTIFACT_FILES
    });
    if (text2 === null) return refuse(`it holds no ${LEG_RECORD_FILE}`);
    return { record: parseLegRecord(text2.toString("utf8"), where), origin };
  } catch (error3) {
    const message = error3.message;
    return refuse(message.startsWith(`${where}: `) ? message.slice(where.length + 2) : message);
  }
}
async function collectRecords(o) {
  const listed = await o.reader.list();
  const legs = listed.filter((a) => a.name.startsWith(LEG_ARTIFACT_PREFIX));
  const results = await mapLimit(
    legs,
    o.concurrency ?? DEFAULT_CONCURRENCY,
    (artifact) => readOne(o.reader, artifact)
  );
  const records = [];
  const refused = [];
  for (const r of results) {
    if ("record" in r) records.push(r);
    else refused.push(r);
  }
  return { records, refused, artifacts: legs.length };
}
function epoch2(iso2) {
  if (!iso2) return null;
  const ms = Date.parse(iso2);
  return Number.isFinite(ms) ? ms : null;
}
async function listRunJobs(octokit, o) {
  const jobs = [];
  for (let page = 1; page <= MAX_JOB_PAGES; page++) {
    const { data } = await octokit.rest.actions.listJobsForWorkflowRun({
      owner: o.owner,
      repo: o.repo,
      run_id: o.runId,
      filter: "all",
      per_page: 100,
      page
    });
    for (const job of data.jobs) {
      jobs.push({
        id: job.id,
        name: job.name,
        status: job.status,
        conclusion: job.conclusion ?? null,
        startedAt: epoch2(job.started_at),
        completedAt: epoch2(job.completed_at),
        htmlUrl: job.html_url ?? null,
        runnerName: job.runner_name ?? null,
        runAttempt: job.run_attempt ?? null
      });
    }
    if (data.jobs.length < 100 || jobs.length >= data.total_count) break;
  }
  return jobs;
}

// src/agent/recipes/recipe.ts
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

// src/inputs.ts
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
function parseCommentOn(raw) {
  if (raw === "auto") return { kind: "auto" };
  if (raw === "none") return { kind: "none" };
  const n = Number(raw.replace(/^#/, ""));
  if (Number.isInteger(n) && n > 0) return { kind: "number", number: n };
  throw new InputError("comment-on", `expected auto, none or an issue/PR number, got '${raw}'`);
}

// src/aggregate/inputs.ts
var AGGREGATE_INPUT_DEFAULTS = {
  require: "all",
  // aggregate/action.yml says `${{ github.token }}`; outside the runner we fall back to $GITHUB_TOKEN.
  "github-token": "",
  "comment-on": "auto",
  "comment-key": "",
  jobs: "",
  "step-summary": "true",
  redact: "",
  // src/aggregate/board-check.ts: a check with the board's verdict, where the job is not one already.
  check: "auto",
  "check-name": ""
};
function readAggregateInputs(getInput2, env) {
  const raw = (name) => {
    const v = (getInput2(name) ?? "").trim();
    return v === "" ? AGGREGATE_INPUT_DEFAULTS[name] : v;
  };
  const lines = (name) => getInput2(name) ?? "";
  let requirement;
  try {
    requirement = parseRequire(raw("require"));
  } catch (error3) {
    throw new Error(`input 'require': ${error3.message}`, { cause: error3 });
  }
  const stepSummary = raw("step-summary").toLowerCase();
  if (!["true", "false"].includes(stepSummary)) {
    throw new Error(`input 'step-summary': expected true or false, got '${raw("step-summary")}'`);
  }
  let commentOn;
  try {
    commentOn = parseCommentOn(raw("comment-on"));
  } catch (error3) {
    throw new Error(error3.message, { cause: error3 });
  }
  return {
    requirement,
    githubToken: raw("github-token") || env["GITHUB_TOKEN"] || "",
    commentOn,
    commentKey: raw("comment-key") || null,
    jobs: perLine(lines("jobs")).flatMap(
      (line) => line.split(",").map((s) => s.trim()).filter(Boolean)
    ),
    stepSummary: stepSummary === "true",
    redact: perLine(lines("redact")),
    check: parseCheck(raw("check")),
    checkName: raw("check-name") || null
  };
}
function parseCheck(raw) {
  const v = raw.toLowerCase();
  if (v === "auto") return "auto";
  if (["true", "yes", "on", "1"].includes(v)) return true;
  if (["false", "no", "off", "0"].includes(v)) return false;
  throw new Error(`input 'check': expected auto, true or false, got '${raw}'`);
}

// src/aggregate/run.ts
function buildRedactor(config2, context) {
  const redactor = createRedactor({ secrets: [config2.githubToken, ...config2.redact], env: context.parent });
  for (const secret of redactor.secrets) setSecret2(secret);
  return redactor;
}
async function readRecords(context, deps, warn) {
  const token = context.runner["ACTIONS_RUNTIME_TOKEN"];
  const resultsUrl = context.runner["ACTIONS_RESULTS_URL"];
  if (!deps.reader && (!token || !resultsUrl)) {
    warn(
      "Narrator board: no leg records read: this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)"
    );
    return { records: [], refused: [] };
  }
  try {
    const reader = deps.reader ?? artifactService({ token, resultsUrl });
    const collected = await collectRecords({ reader });
    for (const refused of collected.refused) {
      warn(`Narrator board: artifact '${refused.origin?.name}': ${refused.reason}; not counted`);
    }
    info2(
      `Narrator board: ${collected.records.length} leg records read from ${collected.artifacts} leg artifacts of this run`
    );
    return collected;
  } catch (error3) {
    warn(`Narrator board: the run's artifacts could not be listed: ${error3.message}`);
    return { records: [], refused: [] };
  }
}
async function readJobs(client, context) {
  const [owner, repo] = (context.runner["GITHUB_REPOSITORY"] ?? "").split("/");
  const runId = Number(context.runner["GITHUB_RUN_ID"]);
  if (!owner || !repo || !Number.isSafeInteger(runId) || runId <= 0) {
    return {
      jobs: null,
      incomplete: "the run is unknown (GITHUB_REPOSITORY / GITHUB_RUN_ID unset), so its jobs were not listed"
    };
  }
  if (client === null) {
    return { jobs: null, incomplete: "'github-token' is empty, so the run's jobs were not listed" };
  }
  try {
    return { jobs: await listRunJobs(client, { owner, repo, runId }), incomplete: null };
  } catch (error3) {
    return {
      jobs: null,
      incomplete: `the run's jobs could not be listed (${describeError(error3)}), so legs that published no record are missing; give the aggregate job \`permissions: actions: read\``
    };
  }
}
async function postBoard(body2, config2, client, context, redactor) {
  const resolution = resolveTarget({
    commentOn: config2.commentOn,
    eventName: context.runner["GITHUB_EVENT_NAME"] ?? "",
    payload: context.event.payload,
    repository: context.runner["GITHUB_REPOSITORY"] ?? ""
  });
  if (resolution.target === null) {
    info2(`Narrator board: no board comment (${resolution.reason})`);
    return null;
  }
  if (client === null) {
    warning2("Narrator board: no board comment: 'github-token' is empty");
    return null;
  }
  const { target } = resolution;
  const board = new LiveBoard({
    api: octokitIssueComments(client, target),
    marker: boardMarker(config2.commentKey ?? (context.runner["GITHUB_WORKFLOW"] || "workflow")),
    runMarker: boardRunMarker(context.runner["GITHUB_RUN_ID"] || "local"),
    logger: {
      debug: (m) => debug2(redactor.redact(m)),
      warning: (m) => warning2(redactor.redact(m))
    },
    finalTimeoutMs: context.knobs.commentFinalTimeoutMs
  });
  const result = await board.publish(body2);
  if (!result.landed) {
    warning2(
      redactor.redact(`Narrator board: the board comment was not posted: ${result.reason ?? "unknown"}`)
    );
    return null;
  }
  const removed = result.removed > 0 ? ` (${result.removed} duplicate board comments of this run deleted)` : "";
  info2(
    `Narrator board posted on ${target.owner}/${target.repo}#${target.issueNumber}: ${result.url ?? result.commentId}${removed}`
  );
  return result.url;
}
async function runAggregate(context, deps = {}) {
  let config2;
  try {
    config2 = readAggregateInputs((name) => getInput(name), context.runner);
  } catch (error3) {
    return { failure: error3.message, legs: [], verdict: null, outputs: {} };
  }
  const redactor = buildRedactor(config2, context);
  const warn = (m) => warning2(redactor.redact(m));
  if (context.event.error !== null)
    warn(`Narrator board: ${context.event.error}: the board has no pull request`);
  const client = config2.githubToken ? createGitHubClient(clientOptionsFromEnv(config2.githubToken, context, redactor.redact)) : null;
  const [{ records, refused }, { jobs, incomplete }] = await Promise.all([
    readRecords(context, deps, warn),
    readJobs(client, context)
  ]);
  if (incomplete) warn(`Narrator board: ${incomplete}`);
  const runUrl = runUrlFrom(context.runner);
  const board = assembleBoard({
    records,
    jobs,
    jobNames: config2.jobs,
    selfRunnerName: context.runner["RUNNER_NAME"] || null,
    runUrl,
    requireJobs: true
  });
  const { legs } = board;
  const setAside = [...refused, ...board.setAside];
  for (const r of board.setAside) {
    warn(`Narrator board: ${r.origin ? `artifact '${r.origin.name}'` : "a record"}: ${r.reason}`);
  }
  const verdict = decide(legs, config2.requirement, { incomplete });
  const ctx = { redact: redactor.redact, runUrl: runPageUrl(context.runner), incomplete, setAside };
  for (const line of renderBoardText(legs, verdict, ctx).trimEnd().split("\n")) info2(line);
  const body2 = renderBoardComment(legs, verdict, {
    ...ctx,
    marker: boardMarkerLine(
      config2.commentKey ?? (context.runner["GITHUB_WORKFLOW"] || "workflow"),
      context.runner["GITHUB_RUN_ID"] || "local"
    )
  });
  const commentUrl = await postBoard(body2, config2, client, context, redactor);
  await completeBoardCheck({
    config: config2,
    env: context.runner,
    event: context.event,
    client,
    legs,
    verdict,
    ctx,
    redactor,
    commentUrl
  });
  if (config2.stepSummary && context.runner["GITHUB_STEP_SUMMARY"]) {
    try {
      await appendFile2(
        context.runner["GITHUB_STEP_SUMMARY"],
        renderBoardSummary(legs, verdict, { ...ctx, commentUrl })
      );
    } catch (error3) {
      warn(`Narrator board: could not write the step summary: ${error3.message}`);
    }
  }
  const totals = boardTotals(legs);
  const outputs = {
    legs: String(verdict.total),
    succeeded: String(verdict.succeeded),
    failed: String(verdict.failed),
    "total-cost-usd": totals.costUsd === null ? "" : String(totals.costUsd),
    outcomes: JSON.stringify(redactor.redactValue(outcomesByLabel(legs))),
    conclusion: verdict.passed ? "success" : "failure"
  };
  for (const [name, value] of Object.entries(outputs)) setOutput2(name, value);
  return {
    failure: verdict.passed ? null : redactor.redact(`Narrator board: ${verdict.reason}`),
    legs,
    verdict,
    outputs
  };
}

// src/aggregate/main.ts
var failure2;
try {
  const context = readRunContext(process.env);
  await useRunnerProxy(context.runner);
  ({ failure: failure2 } = await runAggregate(context));
} catch (error3) {
  failure2 = patternRedactor.redact(`Narrator board crashed: ${error3.stack ?? String(error3)}`);
}
if (failure2) setFailed2(failure2);
flushLog();
process.exit();
