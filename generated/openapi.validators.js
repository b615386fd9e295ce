// generated — do not edit. Source: spec/openapi.yaml. Rebuild with `npm run generate`.
// \0rolldown/runtime.js
var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);
// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	function ucs2length(str) {
		const len = str.length;
		let length = 0;
		let pos = 0;
		let value;
		while (pos < len) {
			length++;
			value = str.charCodeAt(pos++);
			if (value >= 55296 && value <= 56319 && pos < len) {
				value = str.charCodeAt(pos);
				if ((value & 64512) === 56320) pos++;
			}
		}
		return length;
	}
	exports.default = ucs2length;
	ucs2length.code = "require(\"ajv/dist/runtime/ucs2length\").default";
}));
// node_modules/ajv-formats/dist/formats.js
var require_formats = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
	function fmtDef(validate, compare) {
		return {
			validate,
			compare
		};
	}
	exports.fullFormats = {
		date: fmtDef(date, compareDate),
		time: fmtDef(getTime(true), compareTime),
		"date-time": fmtDef(getDateTime(true), compareDateTime),
		"iso-time": fmtDef(getTime(), compareIsoTime),
		"iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
		duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
		uri,
		"uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
		"uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
		url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
		email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
		hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
		ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
		ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
		regex,
		uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
		"json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
		"json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
		"relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
		byte,
		int32: {
			type: "number",
			validate: validateInt32
		},
		int64: {
			type: "number",
			validate: validateInt64
		},
		float: {
			type: "number",
			validate: validateNumber
		},
		double: {
			type: "number",
			validate: validateNumber
		},
		password: true,
		binary: true
	};
	exports.fastFormats = {
		...exports.fullFormats,
		date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
		time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
		"date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
		"iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
		"iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
		uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
		"uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
		email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
	};
	exports.formatNames = Object.keys(exports.fullFormats);
	function isLeapYear(year) {
		return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
	}
	const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
	const DAYS = [
		0,
		31,
		28,
		31,
		30,
		31,
		30,
		31,
		31,
		30,
		31,
		30,
		31
	];
	function date(str) {
		const matches = DATE.exec(str);
		if (!matches) return false;
		const year = +matches[1];
		const month = +matches[2];
		const day = +matches[3];
		return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
	}
	function compareDate(d1, d2) {
		if (!(d1 && d2)) return void 0;
		if (d1 > d2) return 1;
		if (d1 < d2) return -1;
		return 0;
	}
	const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
	function getTime(strictTimeZone) {
		return function time(str) {
			const matches = TIME.exec(str);
			if (!matches) return false;
			const hr = +matches[1];
			const min = +matches[2];
			const sec = +matches[3];
			const tz = matches[4];
			const tzSign = matches[5] === "-" ? -1 : 1;
			const tzH = +(matches[6] || 0);
			const tzM = +(matches[7] || 0);
			if (tzH > 23 || tzM > 59 || strictTimeZone && !tz) return false;
			if (hr <= 23 && min <= 59 && sec < 60) return true;
			const utcMin = min - tzM * tzSign;
			const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
			return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
		};
	}
	function compareTime(s1, s2) {
		if (!(s1 && s2)) return void 0;
		const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
		const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
		if (!(t1 && t2)) return void 0;
		return t1 - t2;
	}
	function compareIsoTime(t1, t2) {
		if (!(t1 && t2)) return void 0;
		const a1 = TIME.exec(t1);
		const a2 = TIME.exec(t2);
		if (!(a1 && a2)) return void 0;
		t1 = a1[1] + a1[2] + a1[3];
		t2 = a2[1] + a2[2] + a2[3];
		if (t1 > t2) return 1;
		if (t1 < t2) return -1;
		return 0;
	}
	const DATE_TIME_SEPARATOR = /t|\s/i;
	function getDateTime(strictTimeZone) {
		const time = getTime(strictTimeZone);
		return function date_time(str) {
			const dateTime = str.split(DATE_TIME_SEPARATOR);
			return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
		};
	}
	function compareDateTime(dt1, dt2) {
		if (!(dt1 && dt2)) return void 0;
		const d1 = new Date(dt1).valueOf();
		const d2 = new Date(dt2).valueOf();
		if (!(d1 && d2)) return void 0;
		return d1 - d2;
	}
	function compareIsoDateTime(dt1, dt2) {
		if (!(dt1 && dt2)) return void 0;
		const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
		const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
		const res = compareDate(d1, d2);
		if (res === void 0) return void 0;
		return res || compareTime(t1, t2);
	}
	const NOT_URI_FRAGMENT = /\/|:/;
	const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
	function uri(str) {
		return NOT_URI_FRAGMENT.test(str) && URI.test(str);
	}
	const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
	function byte(str) {
		BYTE.lastIndex = 0;
		return BYTE.test(str);
	}
	const MIN_INT32 = -(2 ** 31);
	const MAX_INT32 = 2 ** 31 - 1;
	function validateInt32(value) {
		return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
	}
	function validateInt64(value) {
		return Number.isInteger(value);
	}
	function validateNumber() {
		return true;
	}
	const Z_ANCHOR = /[^\\]\\Z/;
	function regex(str) {
		if (Z_ANCHOR.test(str)) return false;
		try {
			new RegExp(str);
			return true;
		} catch (e) {
			return false;
		}
	}
}));
// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = function equal(a, b) {
		if (a === b) return true;
		if (a && b && typeof a == "object" && typeof b == "object") {
			if (a.constructor !== b.constructor) return false;
			var length, i, keys;
			if (Array.isArray(a)) {
				length = a.length;
				if (length != b.length) return false;
				for (i = length; i-- !== 0;) if (!equal(a[i], b[i])) return false;
				return true;
			}
			if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
			if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
			if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
			keys = Object.keys(a);
			length = keys.length;
			if (length !== Object.keys(b).length) return false;
			for (i = length; i-- !== 0;) if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
			for (i = length; i-- !== 0;) {
				var key = keys[i];
				if (!equal(a[key], b[key])) return false;
			}
			return true;
		}
		return a !== a && b !== b;
	};
}));
// node_modules/ajv/dist/runtime/equal.js
var require_equal = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	const equal = require_fast_deep_equal();
	equal.code = "require(\"ajv/dist/runtime/equal\").default";
	exports.default = equal;
}));
// \0plain
const v0$1 = validate1$1;
const schema1$1 = {
	"type": "string",
	"enum": ["true"]
};
function validate1$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate1$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema1$1.type,
			parentSchema: schema1$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "true")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema1$1.enum },
			schema: schema1$1.enum,
			parentSchema: schema1$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate1$1.errors = vErrors;
	return errors === 0;
}
validate1$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v1$1 = validate2$1;
const schema2$1 = {
	"type": "string",
	"pattern": "^/v1/jobs/job_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be the path of a job, /v1/jobs/job_ followed by a 26-character ULID"
};
const pattern0$1 = /* @__PURE__ */ new RegExp("^/v1/jobs/job_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate2$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate2$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern0$1.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^/v1/jobs/job_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^/v1/jobs/job_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema2$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema2$1.type,
			parentSchema: schema2$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate2$1.errors = vErrors;
	return errors === 0;
}
validate2$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v2$1 = validate3;
const schema3$1 = { "type": "string" };
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate3.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema3$1.type,
			parentSchema: schema3$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate3.errors = vErrors;
	return errors === 0;
}
validate3.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v3$1 = validate4$1;
const schema4$1 = { "type": "string" };
function validate4$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate4$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema4$1.type,
			parentSchema: schema4$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate4$1.errors = vErrors;
	return errors === 0;
}
validate4$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v4 = validate5;
const schema5$1 = {
	"type": "string",
	"pattern": "^[0-9]+$",
	"x-error-detail": "must be a whole number of seconds"
};
const pattern1$1 = /* @__PURE__ */ new RegExp("^[0-9]+$", "u");
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate5.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern1$1.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[0-9]+$" },
				schema: "^[0-9]+$",
				parentSchema: schema5$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema5$1.type,
			parentSchema: schema5$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate5.errors = vErrors;
	return errors === 0;
}
validate5.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v5 = validate6$1;
const schema6$1 = {
	"type": "string",
	"const": "ApiKey header=\"X-API-Key\""
};
function validate6$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate6$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema6$1.type,
			parentSchema: schema6$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if ("ApiKey header=\"X-API-Key\"" !== data) {
		const err1 = {
			instancePath,
			schemaPath: "#/const",
			keyword: "const",
			params: { allowedValue: "ApiKey header=\"X-API-Key\"" },
			schema: "ApiKey header=\"X-API-Key\"",
			parentSchema: schema6$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate6$1.errors = vErrors;
	return errors === 0;
}
validate6$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v6 = validate7;
const schema7$1 = {
	"type": "string",
	"minLength": 1,
	"maxLength": 512,
	"x-provenance": { "decided": { "reason": "Seed §4.2 pagination not shown; opaque cursors as AIP-158 recommends." } }
};
const func0$1 = require_ucs2length().default;
function validate7(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate7.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func0$1(data) > 512) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 512 },
				schema: 512,
				parentSchema: schema7$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (func0$1(data) < 1) {
			const err1 = {
				instancePath,
				schemaPath: "#/minLength",
				keyword: "minLength",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema7$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema7$1.type,
			parentSchema: schema7$1,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate7.errors = vErrors;
	return errors === 0;
}
validate7.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v7 = validate8$1;
const schema8$1 = {
	"type": "string",
	"minLength": 1,
	"maxLength": 255,
	"pattern": "^[!-~]*$",
	"x-error-detail": "must be visible ASCII characters (no spaces)",
	"x-provenance": { "decided": { "reason": "Seed says nothing of retries; the IETF draft is the emerging standard. Visible ASCII up to 255 characters fits a UUID or any client's request id and survives every proxy; same body = same JSON value so a re-serialised retry is still a retry; a replay after a delete keeps the first answer so a retry never creates twice." } }
};
const pattern2$1 = /* @__PURE__ */ new RegExp("^[!-~]*$", "u");
function validate8$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate8$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func0$1(data) > 255) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 255 },
				schema: 255,
				parentSchema: schema8$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (func0$1(data) < 1) {
			const err1 = {
				instancePath,
				schemaPath: "#/minLength",
				keyword: "minLength",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema8$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (!pattern2$1.test(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[!-~]*$" },
				schema: "^[!-~]*$",
				parentSchema: schema8$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	} else {
		const err3 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema8$1.type,
			parentSchema: schema8$1,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate8$1.errors = vErrors;
	return errors === 0;
}
validate8$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v8 = validate9;
const schema9$1 = {
	"type": "integer",
	"minimum": 1,
	"maximum": 100,
	"default": 20,
	"x-provenance": { "decided": { "reason": "Seed §4.2 pagination not shown; 1–100 with default 20 as Stripe and AWS do. The spelling follows JSON Schema's integer (a number with no fractional part), so one validator decides the query and the body alike; spaces are refused because a client that sends them has a bug to see." } }
};
function validate9(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate9.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema9$1.type,
			parentSchema: schema9$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (typeof data == "number" && isFinite(data)) {
		if (data > 100 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 100
				},
				schema: 100,
				parentSchema: schema9$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data < 1 || isNaN(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/minimum",
				keyword: "minimum",
				params: {
					comparison: ">=",
					limit: 1
				},
				schema: 1,
				parentSchema: schema9$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate9.errors = vErrors;
	return errors === 0;
}
validate9.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v9 = validate10$1;
const schema10$1 = {
	"description": "A 400 problem; for bad parameters, `errors` names each one.",
	"allOf": [{ "$ref": "#/components/schemas/Problem" }, {
		"type": "object",
		"properties": {
			"status": { "const": 400 },
			"errors": {
				"type": "array",
				"minItems": 1,
				"items": { "$ref": "#/components/schemas/ParameterError" }
			}
		}
	}],
	"x-provenance": { "decided": { "reason": "Malformed JSON and bad query parameters are not body-validation failures." } }
};
const schema11$1 = {
	"type": "object",
	"description": "An RFC 9457 problem detail. `type` names the kind of problem (`about:blank` when the status says\nit all), `title` is the same for every occurrence of a type, `status` repeats the HTTP status.\n",
	"required": [
		"type",
		"title",
		"status",
		"detail"
	],
	"properties": {
		"type": {
			"type": "string",
			"format": "uri",
			"default": "about:blank",
			"x-provenance": { "decided": { "reason": "RFC 9457 §3.1.1 resolves a relative type against the request URI, so types are absolute (or about:blank) to stay one identifier per kind of problem." } }
		},
		"title": {
			"type": "string",
			"minLength": 1
		},
		"status": {
			"type": "integer",
			"minimum": 400,
			"maximum": 599
		},
		"detail": {
			"type": "string",
			"minLength": 1,
			"description": "What was wrong with this request and where (the field, parameter or header).",
			"x-provenance": { "decided": { "reason": "RFC 9457 makes detail optional; a client (and its developer) fixes a request faster when every problem says what and where, so this API always writes a non-empty detail." } }
		},
		"instance": {
			"type": "string",
			"format": "uri-reference"
		}
	},
	"x-provenance": { "decided": { "reason": "Seed §7 error body not shown; RFC 9457 is the IETF standard." } }
};
const formats0$1 = require_formats().fullFormats.uri;
const formats2$1 = /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate11.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "type" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.title === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "title" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.status === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "status" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.detail === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "detail" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.type !== void 0) {
			let data0 = data.type;
			if (typeof data0 === "string") {
				if (!formats0$1(data0)) {
					const err4 = {
						instancePath: instancePath + "/type",
						schemaPath: "#/properties/type/format",
						keyword: "format",
						params: { format: "uri" },
						schema: "uri",
						parentSchema: schema11$1.properties.type,
						data: data0
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/type",
					schemaPath: "#/properties/type/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema11$1.properties.type.type,
					parentSchema: schema11$1.properties.type,
					data: data0
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.title !== void 0) {
			let data1 = data.title;
			if (typeof data1 === "string") {
				if (func0$1(data1) < 1) {
					const err6 = {
						instancePath: instancePath + "/title",
						schemaPath: "#/properties/title/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema11$1.properties.title,
						data: data1
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/title",
					schemaPath: "#/properties/title/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema11$1.properties.title.type,
					parentSchema: schema11$1.properties.title,
					data: data1
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.status !== void 0) {
			let data2 = data.status;
			if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
				const err8 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema11$1.properties.status.type,
					parentSchema: schema11$1.properties.status,
					data: data2
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 > 599 || isNaN(data2)) {
					const err9 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema11$1.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data2 < 400 || isNaN(data2)) {
					const err10 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 400
						},
						schema: 400,
						parentSchema: schema11$1.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			}
		}
		if (data.detail !== void 0) {
			let data3 = data.detail;
			if (typeof data3 === "string") {
				if (func0$1(data3) < 1) {
					const err11 = {
						instancePath: instancePath + "/detail",
						schemaPath: "#/properties/detail/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema11$1.properties.detail,
						data: data3
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
			} else {
				const err12 = {
					instancePath: instancePath + "/detail",
					schemaPath: "#/properties/detail/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema11$1.properties.detail.type,
					parentSchema: schema11$1.properties.detail,
					data: data3
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
		}
		if (data.instance !== void 0) {
			let data4 = data.instance;
			if (typeof data4 === "string") {
				if (!formats2$1.test(data4)) {
					const err13 = {
						instancePath: instancePath + "/instance",
						schemaPath: "#/properties/instance/format",
						keyword: "format",
						params: { format: "uri-reference" },
						schema: "uri-reference",
						parentSchema: schema11$1.properties.instance,
						data: data4
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
			} else {
				const err14 = {
					instancePath: instancePath + "/instance",
					schemaPath: "#/properties/instance/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema11$1.properties.instance.type,
					parentSchema: schema11$1.properties.instance,
					data: data4
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			}
		}
	} else {
		const err15 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema11$1.type,
			parentSchema: schema11$1,
			data
		};
		if (vErrors === null) vErrors = [err15];
		else vErrors.push(err15);
		errors++;
	}
	validate11.errors = vErrors;
	return errors === 0;
}
validate11.evaluated = {
	"props": {
		"type": true,
		"title": true,
		"status": true,
		"detail": true,
		"instance": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const schema12$1 = {
	"type": "object",
	"description": "One violation in a query or header parameter (e.g. `limit`, `Idempotency-Key`).",
	"required": ["parameter", "detail"],
	"properties": {
		"parameter": {
			"type": "string",
			"description": "The parameter's name.",
			"minLength": 1
		},
		"detail": {
			"type": "string",
			"minLength": 1
		}
	},
	"x-provenance": { "decided": { "reason": "Names the parameter, as `pointer` names a body field." } }
};
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate13.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.parameter === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "parameter" },
				schema: schema12$1.required,
				parentSchema: schema12$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.detail === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "detail" },
				schema: schema12$1.required,
				parentSchema: schema12$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.parameter !== void 0) {
			let data0 = data.parameter;
			if (typeof data0 === "string") {
				if (func0$1(data0) < 1) {
					const err2 = {
						instancePath: instancePath + "/parameter",
						schemaPath: "#/properties/parameter/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema12$1.properties.parameter,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/parameter",
					schemaPath: "#/properties/parameter/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema12$1.properties.parameter.type,
					parentSchema: schema12$1.properties.parameter,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.detail !== void 0) {
			let data1 = data.detail;
			if (typeof data1 === "string") {
				if (func0$1(data1) < 1) {
					const err4 = {
						instancePath: instancePath + "/detail",
						schemaPath: "#/properties/detail/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema12$1.properties.detail,
						data: data1
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/detail",
					schemaPath: "#/properties/detail/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema12$1.properties.detail.type,
					parentSchema: schema12$1.properties.detail,
					data: data1
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
	} else {
		const err6 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema12$1.type,
			parentSchema: schema12$1,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate13.errors = vErrors;
	return errors === 0;
}
validate13.evaluated = {
	"props": {
		"parameter": true,
		"detail": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate10$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate10$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!validate11(data, {
		instancePath,
		parentData,
		parentDataProperty,
		rootData,
		dynamicAnchors
	})) {
		vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
		errors = vErrors.length;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status !== void 0) {
			let data0 = data.status;
			if (400 !== data0) {
				const err0 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/allOf/1/properties/status/const",
					keyword: "const",
					params: { allowedValue: 400 },
					schema: 400,
					parentSchema: schema10$1.allOf[1].properties.status,
					data: data0
				};
				if (vErrors === null) vErrors = [err0];
				else vErrors.push(err0);
				errors++;
			}
		}
		if (data.errors !== void 0) {
			let data1 = data.errors;
			if (Array.isArray(data1)) {
				if (data1.length < 1) {
					const err1 = {
						instancePath: instancePath + "/errors",
						schemaPath: "#/allOf/1/properties/errors/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema10$1.allOf[1].properties.errors,
						data: data1
					};
					if (vErrors === null) vErrors = [err1];
					else vErrors.push(err1);
					errors++;
				}
				const len0 = data1.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate13(data1[i0], {
					instancePath: instancePath + "/errors/" + i0,
					parentData: data1,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
					errors = vErrors.length;
				}
			} else {
				const err2 = {
					instancePath: instancePath + "/errors",
					schemaPath: "#/allOf/1/properties/errors/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema10$1.allOf[1].properties.errors.type,
					parentSchema: schema10$1.allOf[1].properties.errors,
					data: data1
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
	} else {
		const err3 = {
			instancePath,
			schemaPath: "#/allOf/1/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema10$1.allOf[1].type,
			parentSchema: schema10$1.allOf[1],
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate10$1.errors = vErrors;
	return errors === 0;
}
validate10$1.evaluated = {
	"props": {
		"status": true,
		"errors": true,
		"type": true,
		"title": true,
		"detail": true,
		"instance": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v10 = validate15;
const schema13$1 = {
	"type": "string",
	"description": "A classic five-field cron expression — minute (0–59), hour (0–23), day of month (1–31), month\n(1–12 or `JAN`–`DEC`), day of week (0–7 or `SUN`–`SAT`; 0 and 7 are Sunday) — separated by\nspaces. Each field is `*`, a value, a range `a-b`, a step `*/n` or `a-b/n`, or a comma-separated\nlist of those; names are case-insensitive. Or one of the macros `@hourly`, `@daily` (also\n`@midnight`), `@weekly` (Sunday 00:00), `@monthly`, `@yearly` (also `@annually`).\n\nDecisions:\n- **Five fields only**: no seconds or year field and none of the non-standard `L`, `W`, `#`, `?`\n  or `+` (Quartz and croner extensions), because an expression must mean the same in every crontab.\n  `@reboot` has no meaning for a hosted scheduler and is refused. `@annually` and `@midnight` are\n  accepted because Vixie cron accepts them and users paste from crontabs.\n- **Day of month and day of week** follow classic (Vixie) cron: when both are restricted (neither is\n  a lone `*`), a day matches when **either** matches — `0 0 13 * 5` runs on every 13th and every\n  Friday. When one is `*`, only the other restricts. A step such as `*/2` counts as restricted\n  (Vixie cron alone treats a field that starts with `*` as unrestricted; croner, cron-parser and\n  most schedulers do not).\n- **Steps** start at the range's first value (`*/15` is 0, 15, 30, 45), and a step is at least 1.\n  A step after a single value (`5/15`) is refused: write `5-59/15`.\n- An expression that matches no date at all (`0 0 30 2 *`) is refused, because it would never run.\n- Every violation answers 422 at `/cron_expression` with a detail that names the field and the\n  value, e.g. `minute 61 is out of range 0–59`.\n- **The schema says all of it**: `pattern` accepts exactly the expressions above — each field's\n  values and names, steps from 1 to the field's span, ranges that run forwards, numbers with\n  leading zeros (`007` is 7) — and `not` refuses those that never run (days 30 and 31 only in\n  February, day 31 only in months of 30 days or fewer, with the day of week `*`). Both are written\n  by `npm run spec:schedules` from the field table the mock checks expressions with, so a tool that\n  generates values from this schema (Schemathesis) sends only expressions the service takes.\n",
	"minLength": 1,
	"maxLength": 200,
	"pattern": "^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$",
	"not": {
		"pattern": "^(?:[^ ]+ +[^ ]+ +(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]))(?:,(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1])))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb])))* +\\*|[^ ]+ +[^ ]+ +(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31))(?:,(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv])))* +\\*)$",
		"x-error-detail": "never runs: its days of month fall in none of its months, and its day of week is *"
	},
	"x-error-detail": "must be five fields (minute hour day-of-month month day-of-week) separated by spaces, each value in its range, or one of @hourly, @daily, @midnight, @weekly, @monthly, @yearly, @annually",
	"x-provenance": { "decided": {
		"reason": "Seed §2 rule 3 other schedule types not shown; the five fields of POSIX and Vixie cron are what every scheduler and every user knows.",
		"keywords": [
			"type",
			"minLength",
			"maxLength",
			"pattern",
			"not"
		]
	} },
	"examples": [
		"0 9 * * 1-5",
		"*/15 * * * *",
		"@daily"
	]
};
const pattern3$1 = /* @__PURE__ */ new RegExp("^(?:[^ ]+ +[^ ]+ +(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]))(?:,(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1])))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb])))* +\\*|[^ ]+ +[^ ]+ +(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31))(?:,(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv])))* +\\*)$", "u");
const pattern4$1 = /* @__PURE__ */ new RegExp("^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$", "u");
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate15.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs1 = errors;
	const _errs2 = errors;
	if (typeof data === "string") {
		if (!pattern3$1.test(data)) {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	}
	if (_errs2 === errors) {
		const err1 = {
			instancePath,
			schemaPath: "#/not",
			keyword: "not",
			params: {},
			schema: schema13$1.not,
			parentSchema: schema13$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	} else {
		errors = _errs1;
		if (vErrors !== null) {
			if (_errs1) vErrors.length = _errs1;
			else vErrors = null;
		}
	}
	if (typeof data === "string") {
		if (func0$1(data) > 200) {
			const err2 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 200 },
				schema: 200,
				parentSchema: schema13$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (func0$1(data) < 1) {
			const err3 = {
				instancePath,
				schemaPath: "#/minLength",
				keyword: "minLength",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema13$1,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (!pattern4$1.test(data)) {
			const err4 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$" },
				schema: "^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$",
				parentSchema: schema13$1,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema13$1.type,
			parentSchema: schema13$1,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate15.errors = vErrors;
	return errors === 0;
}
validate15.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v11 = validate16$1;
const schema14$1 = {
	"type": "object",
	"description": "The schedule fields of a `cron` job (in `JobCreate` and `SchedulePreviewRequest`) — `cron_expression` is required, `timezone` defaults to `UTC` and `interval_seconds` is refused.",
	"required": ["schedule_type", "cron_expression"],
	"properties": {
		"schedule_type": { "const": "cron" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": {
			"$ref": "#/components/schemas/TimeZone",
			"default": "UTC"
		},
		"interval_seconds": {
			"not": {},
			"x-error-detail": "is not allowed when schedule_type is cron"
		}
	},
	"x-provenance": { "decided": {
		"reason": "A cron schedule is its expression; UTC is the zone every scheduler defaults to (Cloud Scheduler, EasyCron).",
		"keywords": [
			"type",
			"required",
			"properties",
			"const",
			"default",
			"not"
		]
	} }
};
const schema15$1 = {
	"type": "string",
	"description": "An IANA time-zone name (tz database), e.g. `Europe/Berlin`, `America/New_York`, `UTC`. A cron job's\ntimes are computed in this zone; `next_run_at` and every other timestamp stay UTC.\n\nDecisions:\n- **The names are the `enum`**: every name of the tz database (release 2026c) that the ECMAScript\n  `Intl` of the mock's runtime knows, its backward-compatible aliases included (`Etc/UTC`,\n  `US/Eastern`, `Asia/Kolkata` and `Asia/Calcutta`), because users copy them from their systems;\n  spelt as the tz database spells them (`Europe/Berlin`, not `europe/berlin`), so every tool that\n  reads this schema — generated clients, validators, Schemathesis — checks the same list the\n  service does. The list is written by `npm run spec:schedules`; a name a later tz release adds\n  joins it in a later release of this document (a wider request enum breaks no client). The job\n  keeps the name as sent. Fixed UTC offsets (`+05:00`) are not zone names and are refused: they\n  would not follow daylight saving time. An unknown name answers 422 at `/timezone`, e.g.\n  `\"Mars/Olympus\" is not a known IANA time zone` (a name in another letter case is told its\n  spelling).\n- **Daylight saving time** follows Vixie cron. A *fixed-time* job (no `*` and no step in its minute\n  and hour fields, e.g. `30 1 * * *` or `0 9,17 * * *`):\n  when its local time occurs twice (fall back), it runs **once**, at the first occurrence; when its\n  local time does not exist (spring forward), it runs at the first valid time after the gap, the same\n  day (`30 2 * * *` in New York runs at 03:00 EDT on the spring-forward day). An *interval* job\n  (`*` or a step in minute or hour, e.g. `*/15 * * * *`) keeps running through real time: it runs\n  in both passes of a repeated hour and has no runs in a skipped hour.\n",
	"enum": [
		"Africa/Abidjan",
		"Africa/Accra",
		"Africa/Addis_Ababa",
		"Africa/Algiers",
		"Africa/Asmara",
		"Africa/Asmera",
		"Africa/Bamako",
		"Africa/Bangui",
		"Africa/Banjul",
		"Africa/Bissau",
		"Africa/Blantyre",
		"Africa/Brazzaville",
		"Africa/Bujumbura",
		"Africa/Cairo",
		"Africa/Casablanca",
		"Africa/Ceuta",
		"Africa/Conakry",
		"Africa/Dakar",
		"Africa/Dar_es_Salaam",
		"Africa/Djibouti",
		"Africa/Douala",
		"Africa/El_Aaiun",
		"Africa/Freetown",
		"Africa/Gaborone",
		"Africa/Harare",
		"Africa/Johannesburg",
		"Africa/Juba",
		"Africa/Kampala",
		"Africa/Khartoum",
		"Africa/Kigali",
		"Africa/Kinshasa",
		"Africa/Lagos",
		"Africa/Libreville",
		"Africa/Lome",
		"Africa/Luanda",
		"Africa/Lubumbashi",
		"Africa/Lusaka",
		"Africa/Malabo",
		"Africa/Maputo",
		"Africa/Maseru",
		"Africa/Mbabane",
		"Africa/Mogadishu",
		"Africa/Monrovia",
		"Africa/Nairobi",
		"Africa/Ndjamena",
		"Africa/Niamey",
		"Africa/Nouakchott",
		"Africa/Ouagadougou",
		"Africa/Porto-Novo",
		"Africa/Sao_Tome",
		"Africa/Timbuktu",
		"Africa/Tripoli",
		"Africa/Tunis",
		"Africa/Windhoek",
		"America/Adak",
		"America/Anchorage",
		"America/Anguilla",
		"America/Antigua",
		"America/Araguaina",
		"America/Argentina/Buenos_Aires",
		"America/Argentina/Catamarca",
		"America/Argentina/ComodRivadavia",
		"America/Argentina/Cordoba",
		"America/Argentina/Jujuy",
		"America/Argentina/La_Rioja",
		"America/Argentina/Mendoza",
		"America/Argentina/Rio_Gallegos",
		"America/Argentina/Salta",
		"America/Argentina/San_Juan",
		"America/Argentina/San_Luis",
		"America/Argentina/Tucuman",
		"America/Argentina/Ushuaia",
		"America/Aruba",
		"America/Asuncion",
		"America/Atikokan",
		"America/Atka",
		"America/Bahia",
		"America/Bahia_Banderas",
		"America/Barbados",
		"America/Belem",
		"America/Belize",
		"America/Blanc-Sablon",
		"America/Boa_Vista",
		"America/Bogota",
		"America/Boise",
		"America/Buenos_Aires",
		"America/Cambridge_Bay",
		"America/Campo_Grande",
		"America/Cancun",
		"America/Caracas",
		"America/Catamarca",
		"America/Cayenne",
		"America/Cayman",
		"America/Chicago",
		"America/Chihuahua",
		"America/Ciudad_Juarez",
		"America/Coral_Harbour",
		"America/Cordoba",
		"America/Costa_Rica",
		"America/Coyhaique",
		"America/Creston",
		"America/Cuiaba",
		"America/Curacao",
		"America/Danmarkshavn",
		"America/Dawson",
		"America/Dawson_Creek",
		"America/Denver",
		"America/Detroit",
		"America/Dominica",
		"America/Edmonton",
		"America/Eirunepe",
		"America/El_Salvador",
		"America/Ensenada",
		"America/Fort_Nelson",
		"America/Fort_Wayne",
		"America/Fortaleza",
		"America/Glace_Bay",
		"America/Godthab",
		"America/Goose_Bay",
		"America/Grand_Turk",
		"America/Grenada",
		"America/Guadeloupe",
		"America/Guatemala",
		"America/Guayaquil",
		"America/Guyana",
		"America/Halifax",
		"America/Havana",
		"America/Hermosillo",
		"America/Indiana/Indianapolis",
		"America/Indiana/Knox",
		"America/Indiana/Marengo",
		"America/Indiana/Petersburg",
		"America/Indiana/Tell_City",
		"America/Indiana/Vevay",
		"America/Indiana/Vincennes",
		"America/Indiana/Winamac",
		"America/Indianapolis",
		"America/Inuvik",
		"America/Iqaluit",
		"America/Jamaica",
		"America/Jujuy",
		"America/Juneau",
		"America/Kentucky/Louisville",
		"America/Kentucky/Monticello",
		"America/Knox_IN",
		"America/Kralendijk",
		"America/La_Paz",
		"America/Lima",
		"America/Los_Angeles",
		"America/Louisville",
		"America/Lower_Princes",
		"America/Maceio",
		"America/Managua",
		"America/Manaus",
		"America/Marigot",
		"America/Martinique",
		"America/Matamoros",
		"America/Mazatlan",
		"America/Mendoza",
		"America/Menominee",
		"America/Merida",
		"America/Metlakatla",
		"America/Mexico_City",
		"America/Miquelon",
		"America/Moncton",
		"America/Monterrey",
		"America/Montevideo",
		"America/Montreal",
		"America/Montserrat",
		"America/Nassau",
		"America/New_York",
		"America/Nipigon",
		"America/Nome",
		"America/Noronha",
		"America/North_Dakota/Beulah",
		"America/North_Dakota/Center",
		"America/North_Dakota/New_Salem",
		"America/Nuuk",
		"America/Ojinaga",
		"America/Panama",
		"America/Pangnirtung",
		"America/Paramaribo",
		"America/Phoenix",
		"America/Port-au-Prince",
		"America/Port_of_Spain",
		"America/Porto_Acre",
		"America/Porto_Velho",
		"America/Puerto_Rico",
		"America/Punta_Arenas",
		"America/Rainy_River",
		"America/Rankin_Inlet",
		"America/Recife",
		"America/Regina",
		"America/Resolute",
		"America/Rio_Branco",
		"America/Rosario",
		"America/Santa_Isabel",
		"America/Santarem",
		"America/Santiago",
		"America/Santo_Domingo",
		"America/Sao_Paulo",
		"America/Scoresbysund",
		"America/Shiprock",
		"America/Sitka",
		"America/St_Barthelemy",
		"America/St_Johns",
		"America/St_Kitts",
		"America/St_Lucia",
		"America/St_Thomas",
		"America/St_Vincent",
		"America/Swift_Current",
		"America/Tegucigalpa",
		"America/Thule",
		"America/Thunder_Bay",
		"America/Tijuana",
		"America/Toronto",
		"America/Tortola",
		"America/Vancouver",
		"America/Virgin",
		"America/Whitehorse",
		"America/Winnipeg",
		"America/Yakutat",
		"America/Yellowknife",
		"Antarctica/Casey",
		"Antarctica/Davis",
		"Antarctica/DumontDUrville",
		"Antarctica/Macquarie",
		"Antarctica/Mawson",
		"Antarctica/McMurdo",
		"Antarctica/Palmer",
		"Antarctica/Rothera",
		"Antarctica/South_Pole",
		"Antarctica/Syowa",
		"Antarctica/Troll",
		"Antarctica/Vostok",
		"Arctic/Longyearbyen",
		"Asia/Aden",
		"Asia/Almaty",
		"Asia/Amman",
		"Asia/Anadyr",
		"Asia/Aqtau",
		"Asia/Aqtobe",
		"Asia/Ashgabat",
		"Asia/Ashkhabad",
		"Asia/Atyrau",
		"Asia/Baghdad",
		"Asia/Bahrain",
		"Asia/Baku",
		"Asia/Bangkok",
		"Asia/Barnaul",
		"Asia/Beirut",
		"Asia/Bishkek",
		"Asia/Brunei",
		"Asia/Calcutta",
		"Asia/Chita",
		"Asia/Choibalsan",
		"Asia/Chongqing",
		"Asia/Chungking",
		"Asia/Colombo",
		"Asia/Dacca",
		"Asia/Damascus",
		"Asia/Dhaka",
		"Asia/Dili",
		"Asia/Dubai",
		"Asia/Dushanbe",
		"Asia/Famagusta",
		"Asia/Gaza",
		"Asia/Harbin",
		"Asia/Hebron",
		"Asia/Ho_Chi_Minh",
		"Asia/Hong_Kong",
		"Asia/Hovd",
		"Asia/Irkutsk",
		"Asia/Istanbul",
		"Asia/Jakarta",
		"Asia/Jayapura",
		"Asia/Jerusalem",
		"Asia/Kabul",
		"Asia/Kamchatka",
		"Asia/Karachi",
		"Asia/Kashgar",
		"Asia/Kathmandu",
		"Asia/Katmandu",
		"Asia/Khandyga",
		"Asia/Kolkata",
		"Asia/Krasnoyarsk",
		"Asia/Kuala_Lumpur",
		"Asia/Kuching",
		"Asia/Kuwait",
		"Asia/Macao",
		"Asia/Macau",
		"Asia/Magadan",
		"Asia/Makassar",
		"Asia/Manila",
		"Asia/Muscat",
		"Asia/Nicosia",
		"Asia/Novokuznetsk",
		"Asia/Novosibirsk",
		"Asia/Omsk",
		"Asia/Oral",
		"Asia/Phnom_Penh",
		"Asia/Pontianak",
		"Asia/Pyongyang",
		"Asia/Qatar",
		"Asia/Qostanay",
		"Asia/Qyzylorda",
		"Asia/Rangoon",
		"Asia/Riyadh",
		"Asia/Saigon",
		"Asia/Sakhalin",
		"Asia/Samarkand",
		"Asia/Seoul",
		"Asia/Shanghai",
		"Asia/Singapore",
		"Asia/Srednekolymsk",
		"Asia/Taipei",
		"Asia/Tashkent",
		"Asia/Tbilisi",
		"Asia/Tehran",
		"Asia/Tel_Aviv",
		"Asia/Thimbu",
		"Asia/Thimphu",
		"Asia/Tokyo",
		"Asia/Tomsk",
		"Asia/Ujung_Pandang",
		"Asia/Ulaanbaatar",
		"Asia/Ulan_Bator",
		"Asia/Urumqi",
		"Asia/Ust-Nera",
		"Asia/Vientiane",
		"Asia/Vladivostok",
		"Asia/Yakutsk",
		"Asia/Yangon",
		"Asia/Yekaterinburg",
		"Asia/Yerevan",
		"Atlantic/Azores",
		"Atlantic/Bermuda",
		"Atlantic/Canary",
		"Atlantic/Cape_Verde",
		"Atlantic/Faeroe",
		"Atlantic/Faroe",
		"Atlantic/Jan_Mayen",
		"Atlantic/Madeira",
		"Atlantic/Reykjavik",
		"Atlantic/South_Georgia",
		"Atlantic/St_Helena",
		"Atlantic/Stanley",
		"Australia/ACT",
		"Australia/Adelaide",
		"Australia/Brisbane",
		"Australia/Broken_Hill",
		"Australia/Canberra",
		"Australia/Currie",
		"Australia/Darwin",
		"Australia/Eucla",
		"Australia/Hobart",
		"Australia/LHI",
		"Australia/Lindeman",
		"Australia/Lord_Howe",
		"Australia/Melbourne",
		"Australia/NSW",
		"Australia/North",
		"Australia/Perth",
		"Australia/Queensland",
		"Australia/South",
		"Australia/Sydney",
		"Australia/Tasmania",
		"Australia/Victoria",
		"Australia/West",
		"Australia/Yancowinna",
		"Brazil/Acre",
		"Brazil/DeNoronha",
		"Brazil/East",
		"Brazil/West",
		"CET",
		"CST6CDT",
		"Canada/Atlantic",
		"Canada/Central",
		"Canada/Eastern",
		"Canada/Mountain",
		"Canada/Newfoundland",
		"Canada/Pacific",
		"Canada/Saskatchewan",
		"Canada/Yukon",
		"Chile/Continental",
		"Chile/EasterIsland",
		"Cuba",
		"EET",
		"EST",
		"EST5EDT",
		"Egypt",
		"Eire",
		"Etc/GMT",
		"Etc/GMT+0",
		"Etc/GMT+1",
		"Etc/GMT+10",
		"Etc/GMT+11",
		"Etc/GMT+12",
		"Etc/GMT+2",
		"Etc/GMT+3",
		"Etc/GMT+4",
		"Etc/GMT+5",
		"Etc/GMT+6",
		"Etc/GMT+7",
		"Etc/GMT+8",
		"Etc/GMT+9",
		"Etc/GMT-0",
		"Etc/GMT-1",
		"Etc/GMT-10",
		"Etc/GMT-11",
		"Etc/GMT-12",
		"Etc/GMT-13",
		"Etc/GMT-14",
		"Etc/GMT-2",
		"Etc/GMT-3",
		"Etc/GMT-4",
		"Etc/GMT-5",
		"Etc/GMT-6",
		"Etc/GMT-7",
		"Etc/GMT-8",
		"Etc/GMT-9",
		"Etc/GMT0",
		"Etc/Greenwich",
		"Etc/UCT",
		"Etc/UTC",
		"Etc/Universal",
		"Etc/Zulu",
		"Europe/Amsterdam",
		"Europe/Andorra",
		"Europe/Astrakhan",
		"Europe/Athens",
		"Europe/Belfast",
		"Europe/Belgrade",
		"Europe/Berlin",
		"Europe/Bratislava",
		"Europe/Brussels",
		"Europe/Bucharest",
		"Europe/Budapest",
		"Europe/Busingen",
		"Europe/Chisinau",
		"Europe/Copenhagen",
		"Europe/Dublin",
		"Europe/Gibraltar",
		"Europe/Guernsey",
		"Europe/Helsinki",
		"Europe/Isle_of_Man",
		"Europe/Istanbul",
		"Europe/Jersey",
		"Europe/Kaliningrad",
		"Europe/Kiev",
		"Europe/Kirov",
		"Europe/Kyiv",
		"Europe/Lisbon",
		"Europe/Ljubljana",
		"Europe/London",
		"Europe/Luxembourg",
		"Europe/Madrid",
		"Europe/Malta",
		"Europe/Mariehamn",
		"Europe/Minsk",
		"Europe/Monaco",
		"Europe/Moscow",
		"Europe/Nicosia",
		"Europe/Oslo",
		"Europe/Paris",
		"Europe/Podgorica",
		"Europe/Prague",
		"Europe/Riga",
		"Europe/Rome",
		"Europe/Samara",
		"Europe/San_Marino",
		"Europe/Sarajevo",
		"Europe/Saratov",
		"Europe/Simferopol",
		"Europe/Skopje",
		"Europe/Sofia",
		"Europe/Stockholm",
		"Europe/Tallinn",
		"Europe/Tirane",
		"Europe/Tiraspol",
		"Europe/Ulyanovsk",
		"Europe/Uzhgorod",
		"Europe/Vaduz",
		"Europe/Vatican",
		"Europe/Vienna",
		"Europe/Vilnius",
		"Europe/Volgograd",
		"Europe/Warsaw",
		"Europe/Zagreb",
		"Europe/Zaporozhye",
		"Europe/Zurich",
		"GB",
		"GB-Eire",
		"GMT",
		"GMT+0",
		"GMT-0",
		"GMT0",
		"Greenwich",
		"HST",
		"Hongkong",
		"Iceland",
		"Indian/Antananarivo",
		"Indian/Chagos",
		"Indian/Christmas",
		"Indian/Cocos",
		"Indian/Comoro",
		"Indian/Kerguelen",
		"Indian/Mahe",
		"Indian/Maldives",
		"Indian/Mauritius",
		"Indian/Mayotte",
		"Indian/Reunion",
		"Iran",
		"Israel",
		"Jamaica",
		"Japan",
		"Kwajalein",
		"Libya",
		"MET",
		"MST",
		"MST7MDT",
		"Mexico/BajaNorte",
		"Mexico/BajaSur",
		"Mexico/General",
		"NZ",
		"NZ-CHAT",
		"Navajo",
		"PRC",
		"PST8PDT",
		"Pacific/Apia",
		"Pacific/Auckland",
		"Pacific/Bougainville",
		"Pacific/Chatham",
		"Pacific/Chuuk",
		"Pacific/Easter",
		"Pacific/Efate",
		"Pacific/Enderbury",
		"Pacific/Fakaofo",
		"Pacific/Fiji",
		"Pacific/Funafuti",
		"Pacific/Galapagos",
		"Pacific/Gambier",
		"Pacific/Guadalcanal",
		"Pacific/Guam",
		"Pacific/Honolulu",
		"Pacific/Johnston",
		"Pacific/Kanton",
		"Pacific/Kiritimati",
		"Pacific/Kosrae",
		"Pacific/Kwajalein",
		"Pacific/Majuro",
		"Pacific/Marquesas",
		"Pacific/Midway",
		"Pacific/Nauru",
		"Pacific/Niue",
		"Pacific/Norfolk",
		"Pacific/Noumea",
		"Pacific/Pago_Pago",
		"Pacific/Palau",
		"Pacific/Pitcairn",
		"Pacific/Pohnpei",
		"Pacific/Ponape",
		"Pacific/Port_Moresby",
		"Pacific/Rarotonga",
		"Pacific/Saipan",
		"Pacific/Samoa",
		"Pacific/Tahiti",
		"Pacific/Tarawa",
		"Pacific/Tongatapu",
		"Pacific/Truk",
		"Pacific/Wake",
		"Pacific/Wallis",
		"Pacific/Yap",
		"Poland",
		"Portugal",
		"ROC",
		"ROK",
		"Singapore",
		"Turkey",
		"UCT",
		"US/Alaska",
		"US/Aleutian",
		"US/Arizona",
		"US/Central",
		"US/East-Indiana",
		"US/Eastern",
		"US/Hawaii",
		"US/Indiana-Starke",
		"US/Michigan",
		"US/Mountain",
		"US/Pacific",
		"US/Samoa",
		"UTC",
		"Universal",
		"W-SU",
		"WET",
		"Zulu"
	],
	"x-error-detail": "must be an IANA time zone name such as Europe/Berlin or UTC (not an offset)",
	"x-provenance": { "decided": {
		"reason": "Seed §2 rule 3 not shown; IANA names are what Cloud Scheduler, EventBridge and EasyCron take, and only a named zone knows its daylight-saving rules.",
		"keywords": ["type", "enum"]
	} },
	"examples": ["America/New_York", "UTC"]
};
const func10 = require_equal().default;
function validate18$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate18$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema15$1.type,
			parentSchema: schema15$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	let valid0 = false;
	for (const v0 of schema15$1.enum) if (func10(data, v0)) {
		valid0 = true;
		break;
	}
	if (!valid0) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema15$1.enum },
			schema: schema15$1.enum,
			parentSchema: schema15$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate18$1.errors = vErrors;
	return errors === 0;
}
validate18$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate16$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate16$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema14$1.required,
				parentSchema: schema14$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.cron_expression === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "cron_expression" },
				schema: schema14$1.required,
				parentSchema: schema14$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.schedule_type !== void 0) {
			let data0 = data.schedule_type;
			if ("cron" !== data0) {
				const err2 = {
					instancePath: instancePath + "/schedule_type",
					schemaPath: "#/properties/schedule_type/const",
					keyword: "const",
					params: { allowedValue: "cron" },
					schema: "cron",
					parentSchema: schema14$1.properties.schedule_type,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate15(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate18$1(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate18$1.errors : vErrors.concat(validate18$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			const err3 = {
				instancePath: instancePath + "/interval_seconds",
				schemaPath: "#/properties/interval_seconds/not",
				keyword: "not",
				params: {},
				schema: schema14$1.properties.interval_seconds.not,
				parentSchema: schema14$1.properties.interval_seconds,
				data: data.interval_seconds
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
	} else {
		const err4 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema14$1.type,
			parentSchema: schema14$1,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate16$1.errors = vErrors;
	return errors === 0;
}
validate16$1.evaluated = {
	"props": {
		"schedule_type": true,
		"cron_expression": true,
		"timezone": true,
		"interval_seconds": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v12 = validate20$1;
const schema16$1 = {
	"type": "object",
	"description": "One violation in a request body.",
	"required": ["pointer", "detail"],
	"properties": {
		"pointer": {
			"type": "string",
			"description": "RFC 6901 JSON Pointer into the request body (`\"\"` for the whole body, `/name` for a field).",
			"pattern": "^(/([^~/]|~[01])*)*$",
			"x-error-detail": "must be a JSON Pointer (RFC 6901) such as /name, or empty"
		},
		"detail": {
			"type": "string",
			"minLength": 1
		}
	},
	"x-provenance": { "decided": { "reason": "The validation example of RFC 9457 §3." } }
};
const pattern5$1 = /* @__PURE__ */ new RegExp("^(/([^~/]|~[01])*)*$", "u");
function validate20$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate20$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.pointer === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "pointer" },
				schema: schema16$1.required,
				parentSchema: schema16$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.detail === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "detail" },
				schema: schema16$1.required,
				parentSchema: schema16$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.pointer !== void 0) {
			let data0 = data.pointer;
			if (typeof data0 === "string") {
				if (!pattern5$1.test(data0)) {
					const err2 = {
						instancePath: instancePath + "/pointer",
						schemaPath: "#/properties/pointer/pattern",
						keyword: "pattern",
						params: { pattern: "^(/([^~/]|~[01])*)*$" },
						schema: "^(/([^~/]|~[01])*)*$",
						parentSchema: schema16$1.properties.pointer,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/pointer",
					schemaPath: "#/properties/pointer/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema16$1.properties.pointer.type,
					parentSchema: schema16$1.properties.pointer,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.detail !== void 0) {
			let data1 = data.detail;
			if (typeof data1 === "string") {
				if (func0$1(data1) < 1) {
					const err4 = {
						instancePath: instancePath + "/detail",
						schemaPath: "#/properties/detail/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema16$1.properties.detail,
						data: data1
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/detail",
					schemaPath: "#/properties/detail/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema16$1.properties.detail.type,
					parentSchema: schema16$1.properties.detail,
					data: data1
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
	} else {
		const err6 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema16$1.type,
			parentSchema: schema16$1,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate20$1.errors = vErrors;
	return errors === 0;
}
validate20$1.evaluated = {
	"props": {
		"pointer": true,
		"detail": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v13 = validate21;
const schema17$1 = {
	"type": "string",
	"description": "HTTP method used for the call (seed §2). Runs send no request body.",
	"enum": [
		"GET",
		"POST",
		"PUT",
		"PATCH",
		"DELETE",
		"HEAD"
	],
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type"],
			"values": ["GET"]
		},
		"decided": {
			"reason": "Seed §2 rule 3 other methods not shown; the methods a webhook-style call uses.",
			"keywords": ["enum"]
		}
	}
};
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate21.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema17$1.type,
			parentSchema: schema17$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "GET" || data === "POST" || data === "PUT" || data === "PATCH" || data === "DELETE" || data === "HEAD")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema17$1.enum },
			schema: schema17$1.enum,
			parentSchema: schema17$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate21.errors = vErrors;
	return errors === 0;
}
validate21.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v14 = validate22$1;
const schema18$1 = {
	"type": "object",
	"description": "The schedule fields of an `interval` job (in `JobCreate` and `SchedulePreviewRequest`): `interval_seconds`\nis required (seed §2 rule 1), `cron_expression` and `timezone` are refused.\n\nDecision (one schema per schedule type, chosen by `discriminator`): the bodies are a union on\n`schedule_type`, so generated client types refuse an interval job without `interval_seconds` or with\ncron fields before it is sent. A validator that honours `discriminator` (ajv's `discriminator`\noption, the mock's) checks only the branch `schedule_type` names, so a 422 names the same pointers\nas one flat schema would; the fields common to both types stay on the body schema itself.\n",
	"required": ["schedule_type", "interval_seconds"],
	"properties": {
		"schedule_type": { "const": "interval" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": {
			"not": {},
			"x-error-detail": "is not allowed when schedule_type is interval"
		},
		"timezone": {
			"not": {},
			"x-error-detail": "is not allowed when schedule_type is interval"
		}
	},
	"x-provenance": {
		"seed": {
			"section": "2",
			"rule": 1,
			"keywords": ["required"]
		},
		"decided": {
			"reason": "A field that does not apply to the schedule type would otherwise be silently ignored; one branch per type gives clients a union type.",
			"keywords": [
				"type",
				"properties",
				"const",
				"not"
			]
		}
	}
};
const schema19$1 = {
	"type": "integer",
	"description": "Seconds between runs (seed §2), from 60 (one minute) to 31,536,000 (365 days).",
	"minimum": 60,
	"maximum": 31536e3,
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type"]
		},
		"decided": {
			"reason": "Seed §2 rule 4 limits not shown; schedulers work at one-minute granularity and a year is the longest sensible interval.",
			"keywords": ["minimum", "maximum"]
		}
	}
};
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate23.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema19$1.type,
			parentSchema: schema19$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (typeof data == "number" && isFinite(data)) {
		if (data > 31536e3 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 31536e3
				},
				schema: 31536e3,
				parentSchema: schema19$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data < 60 || isNaN(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/minimum",
				keyword: "minimum",
				params: {
					comparison: ">=",
					limit: 60
				},
				schema: 60,
				parentSchema: schema19$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate23.errors = vErrors;
	return errors === 0;
}
validate23.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate22$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate22$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema18$1.required,
				parentSchema: schema18$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.interval_seconds === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "interval_seconds" },
				schema: schema18$1.required,
				parentSchema: schema18$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.schedule_type !== void 0) {
			let data0 = data.schedule_type;
			if ("interval" !== data0) {
				const err2 = {
					instancePath: instancePath + "/schedule_type",
					schemaPath: "#/properties/schedule_type/const",
					keyword: "const",
					params: { allowedValue: "interval" },
					schema: "interval",
					parentSchema: schema18$1.properties.schedule_type,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate23(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			const err3 = {
				instancePath: instancePath + "/cron_expression",
				schemaPath: "#/properties/cron_expression/not",
				keyword: "not",
				params: {},
				schema: schema18$1.properties.cron_expression.not,
				parentSchema: schema18$1.properties.cron_expression,
				data: data.cron_expression
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.timezone !== void 0) {
			const err4 = {
				instancePath: instancePath + "/timezone",
				schemaPath: "#/properties/timezone/not",
				keyword: "not",
				params: {},
				schema: schema18$1.properties.timezone.not,
				parentSchema: schema18$1.properties.timezone,
				data: data.timezone
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema18$1.type,
			parentSchema: schema18$1,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate22$1.errors = vErrors;
	return errors === 0;
}
validate22$1.evaluated = {
	"props": {
		"schedule_type": true,
		"interval_seconds": true,
		"cron_expression": true,
		"timezone": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v15 = validate25;
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate25.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema19$1.type,
			parentSchema: schema19$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (typeof data == "number" && isFinite(data)) {
		if (data > 31536e3 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 31536e3
				},
				schema: 31536e3,
				parentSchema: schema19$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data < 60 || isNaN(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/minimum",
				keyword: "minimum",
				params: {
					comparison: ">=",
					limit: 60
				},
				schema: 60,
				parentSchema: schema19$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate25.errors = vErrors;
	return errors === 0;
}
validate25.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v16 = validate26;
const schema21$1 = {
	"type": "object",
	"description": "A job as the service returns it (seed §2 rule 5 \"not shown\"): the create fields with their defaults\napplied, plus server-managed fields. Clients must ignore fields they do not know. An `interval` job\ncarries `interval_seconds`; a `cron` job carries `cron_expression` and `timezone` instead (the\nfields of the other type are absent, as they were refused at creation).\n",
	"required": [
		"id",
		"name",
		"url",
		"method",
		"schedule_type",
		"notify_on_failure",
		"timeout_seconds",
		"status",
		"created_at",
		"updated_at",
		"next_run_at",
		"last_run",
		"consecutive_failures"
	],
	"properties": {
		"id": { "$ref": "#/components/schemas/JobId" },
		"name": { "$ref": "#/components/schemas/JobName" },
		"url": { "$ref": "#/components/schemas/JobUrl" },
		"method": { "$ref": "#/components/schemas/HttpMethod" },
		"schedule_type": { "$ref": "#/components/schemas/ScheduleType" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": { "$ref": "#/components/schemas/TimeZone" },
		"notify_on_failure": { "$ref": "#/components/schemas/NotifyOnFailure" },
		"timeout_seconds": { "$ref": "#/components/schemas/TimeoutSeconds" },
		"status": { "$ref": "#/components/schemas/JobStatus" },
		"created_at": { "$ref": "#/components/schemas/Timestamp" },
		"updated_at": {
			"description": "Time of the last change through the API (runs do not change it).",
			"$ref": "#/components/schemas/Timestamp"
		},
		"next_run_at": {
			"description": "When the next scheduled run is due, in UTC; null while the job is paused. For a cron job it is the\nexpression's next time in the job's `timezone`, converted to UTC.\n",
			"oneOf": [{ "$ref": "#/components/schemas/Timestamp" }, { "type": "null" }]
		},
		"last_run": {
			"description": "The most recent finished run, or null before the first one.",
			"oneOf": [{ "$ref": "#/components/schemas/RunSummary" }, { "type": "null" }]
		},
		"consecutive_failures": {
			"type": "integer",
			"minimum": 0,
			"description": "Failed runs since the last successful one."
		}
	},
	"allOf": [{
		"if": {
			"properties": { "schedule_type": { "const": "interval" } },
			"required": ["schedule_type"]
		},
		"then": {
			"required": ["interval_seconds"],
			"properties": {
				"cron_expression": false,
				"timezone": false
			}
		}
	}, {
		"if": {
			"properties": { "schedule_type": { "const": "cron" } },
			"required": ["schedule_type"]
		},
		"then": {
			"required": ["cron_expression", "timezone"],
			"properties": { "interval_seconds": false }
		}
	}],
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 record fields not shown; what a client needs to show a job and its health, with the schedule fields of its type." } }
};
const schema22$1 = {
	"type": "string",
	"description": "A job's id — `job_` and a ULID.",
	"pattern": "^job_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be job_ followed by a 26-character ULID",
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 identifier not shown; a prefixed ULID sorts by creation time and reads well in logs." } },
	"examples": ["job_01JD5ZQ3T9V8P6X4M2N1K0H7GF"]
};
const pattern6 = /* @__PURE__ */ new RegExp("^job_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate27$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate27$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern6.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^job_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^job_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema22$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema22$1.type,
			parentSchema: schema22$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate27$1.errors = vErrors;
	return errors === 0;
}
validate27$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema23$1 = {
	"type": "string",
	"description": "Human-readable label of the job (seed §2). 1–200 characters; need not be unique.",
	"minLength": 1,
	"maxLength": 200,
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type"]
		},
		"decided": {
			"reason": "Seed §2 rule 4 length limits not shown; 200 fits any label and rejects empty ones.",
			"keywords": ["minLength", "maxLength"]
		}
	}
};
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate29.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func0$1(data) > 200) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 200 },
				schema: 200,
				parentSchema: schema23$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (func0$1(data) < 1) {
			const err1 = {
				instancePath,
				schemaPath: "#/minLength",
				keyword: "minLength",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema23$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema23$1.type,
			parentSchema: schema23$1,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate29.errors = vErrors;
	return errors === 0;
}
validate29.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema24$1 = {
	"type": "string",
	"format": "uri",
	"description": "Absolute `http` or `https` URL the job calls (seed §2), at most 2,048 characters. Relative URLs and\nother schemes are rejected.\n",
	"maxLength": 2048,
	"pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+",
	"x-error-detail": "must be an absolute http or https URL",
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type", "format"]
		},
		"decided": {
			"reason": "Seed §2 rule 4 length not shown; 2,048 is what browsers and proxies reliably carry; only HTTP targets can be called.",
			"keywords": ["maxLength", "pattern"]
		}
	}
};
const pattern7 = /* @__PURE__ */ new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+", "u");
function validate31$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate31$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func0$1(data) > 2048) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 2048 },
				schema: 2048,
				parentSchema: schema24$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!pattern7.test(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+" },
				schema: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+",
				parentSchema: schema24$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (!formats0$1(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "uri" },
				schema: "uri",
				parentSchema: schema24$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	} else {
		const err3 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema24$1.type,
			parentSchema: schema24$1,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate31$1.errors = vErrors;
	return errors === 0;
}
validate31$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema25$1 = {
	"type": "string",
	"description": "Kind of schedule (seed §2): `interval` runs every `interval_seconds`; `cron` runs at the times a\n`cron_expression` names, read in `timezone`.\n",
	"enum": ["interval", "cron"],
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type"],
			"values": ["interval"]
		},
		"decided": {
			"reason": "Seed §2 rule 3 other schedule types not shown; every hosted scheduler (Cloud Scheduler, EventBridge, cron-job.org, EasyCron) offers cron expressions with a time zone.",
			"keywords": ["enum"]
		}
	}
};
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate34.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema25$1.type,
			parentSchema: schema25$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "interval" || data === "cron")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema25$1.enum },
			schema: schema25$1.enum,
			parentSchema: schema25$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate34.errors = vErrors;
	return errors === 0;
}
validate34.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema26 = {
	"type": "boolean",
	"description": "When true, each failed run sends the `jobRunFailed` notification (seed §2).",
	"x-provenance": { "seed": {
		"section": "2",
		"keywords": ["type"]
	} }
};
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate39.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "boolean") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "boolean" },
			schema: schema26.type,
			parentSchema: schema26,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate39.errors = vErrors;
	return errors === 0;
}
validate39.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema27 = {
	"type": "integer",
	"description": "Seconds a run waits for the target's answer before it fails as a timeout.",
	"minimum": 1,
	"maximum": 300,
	"x-provenance": { "decided": {
		"reason": "Seed §1 time-outs not shown; 30 s default as cron-job.org, 5 min cap so a run never outlives a one-minute schedule by much.",
		"keywords": [
			"type",
			"minimum",
			"maximum"
		]
	} }
};
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate41.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema27.type,
			parentSchema: schema27,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (typeof data == "number" && isFinite(data)) {
		if (data > 300 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 300
				},
				schema: 300,
				parentSchema: schema27,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data < 1 || isNaN(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/minimum",
				keyword: "minimum",
				params: {
					comparison: ">=",
					limit: 1
				},
				schema: 1,
				parentSchema: schema27,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate41.errors = vErrors;
	return errors === 0;
}
validate41.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema28 = {
	"type": "string",
	"description": "`active` jobs run on schedule; `paused` jobs do not. Moves: create → `active`; pause `active` →\n`paused`; resume `paused` → `active`; any other move answers 409.\n",
	"enum": ["active", "paused"],
	"x-provenance": { "decided": {
		"reason": "Seed §3 states not shown; two user-set states, as Google Cloud Scheduler's ENABLED and PAUSED.",
		"keywords": ["type", "enum"]
	} }
};
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate43.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema28.type,
			parentSchema: schema28,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "active" || data === "paused")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema28.enum },
			schema: schema28.enum,
			parentSchema: schema28,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate43.errors = vErrors;
	return errors === 0;
}
validate43.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema29 = {
	"type": "string",
	"format": "date-time",
	"description": "RFC 3339 date-time in UTC with milliseconds.",
	"pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
	"x-error-detail": "must be a UTC date-time with milliseconds such as 2026-11-22T15:00:00.000Z",
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 timestamps not shown; RFC 3339 UTC sorts as text and parses everywhere." } },
	"examples": ["2026-11-22T15:00:00.000Z"]
};
const formats6 = require_formats().fullFormats["date-time"];
const pattern8 = /* @__PURE__ */ new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$", "u");
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate45.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern8.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$" },
				schema: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
				parentSchema: schema29,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!formats6.validate(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "date-time" },
				schema: "date-time",
				parentSchema: schema29,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema29.type,
			parentSchema: schema29,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate45.errors = vErrors;
	return errors === 0;
}
validate45.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema30 = {
	"type": "object",
	"description": "The essentials of a run, as shown in a job's `last_run`.",
	"required": [
		"id",
		"trigger",
		"scheduled_at",
		"finished_at",
		"outcome",
		"http_status"
	],
	"properties": {
		"id": { "$ref": "#/components/schemas/RunId" },
		"trigger": { "$ref": "#/components/schemas/RunTrigger" },
		"scheduled_at": { "$ref": "#/components/schemas/Timestamp" },
		"finished_at": { "$ref": "#/components/schemas/Timestamp" },
		"outcome": { "$ref": "#/components/schemas/RunOutcome" },
		"http_status": { "oneOf": [{
			"type": "integer",
			"minimum": 100,
			"maximum": 599
		}, { "type": "null" }] }
	},
	"x-provenance": { "decided": { "reason": "A job shows its health without a second request." } }
};
const schema31 = {
	"type": "string",
	"description": "A run's id — `run_` and a ULID.",
	"pattern": "^run_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be run_ followed by a 26-character ULID",
	"x-provenance": { "decided": { "reason": "Identifiers are prefixed ULIDs, as for jobs." } },
	"examples": ["run_01JD5ZT2B3C4D5E6F7G8H9J0KM"]
};
const pattern9 = /* @__PURE__ */ new RegExp("^run_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate50$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate50$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern9.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^run_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^run_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema31,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema31.type,
			parentSchema: schema31,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate50$1.errors = vErrors;
	return errors === 0;
}
validate50$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema32 = {
	"type": "string",
	"description": "`schedule` for a run due by the schedule, `manual` for one started with `POST /v1/jobs/{id}/run`.",
	"enum": ["schedule", "manual"],
	"x-provenance": { "decided": { "reason": "Seed §4.3 trigger not shown." } }
};
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate52.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema32.type,
			parentSchema: schema32,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "schedule" || data === "manual")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema32.enum },
			schema: schema32.enum,
			parentSchema: schema32,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate52.errors = vErrors;
	return errors === 0;
}
validate52.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema33 = {
	"type": "string",
	"description": "`succeeded` on a 2xx answer; `failed` otherwise.",
	"enum": ["succeeded", "failed"],
	"x-provenance": { "decided": { "reason": "Seed §1 what counts as a failure not shown; 2xx is success as in Google Cloud Scheduler." } }
};
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate56.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema33.type,
			parentSchema: schema33,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "succeeded" || data === "failed")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema33.enum },
			schema: schema33.enum,
			parentSchema: schema33,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate56.errors = vErrors;
	return errors === 0;
}
validate56.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate49.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.trigger === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "trigger" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.scheduled_at === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "scheduled_at" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.finished_at === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "finished_at" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.outcome === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "outcome" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.http_status === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "http_status" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate50$1(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate50$1.errors : vErrors.concat(validate50$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate52(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate45(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate45(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate56(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
				errors = vErrors.length;
			}
		}
		if (data.http_status !== void 0) {
			let data5 = data.http_status;
			const _errs7 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs8 = errors;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err6 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/0/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema30.properties.http_status.oneOf[0].type,
					parentSchema: schema30.properties.http_status.oneOf[0],
					data: data5
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 > 599 || isNaN(data5)) {
					const err7 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema30.properties.http_status.oneOf[0],
						data: data5
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
				if (data5 < 100 || isNaN(data5)) {
					const err8 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema30.properties.http_status.oneOf[0],
						data: data5
					};
					if (vErrors === null) vErrors = [err8];
					else vErrors.push(err8);
					errors++;
				}
			}
			var _valid0 = _errs8 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs10 = errors;
			if (data5 !== null) {
				const err9 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema30.properties.http_status.oneOf[1].type,
					parentSchema: schema30.properties.http_status.oneOf[1],
					data: data5
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
			var _valid0 = _errs10 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err10 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema30.properties.http_status.oneOf,
					parentSchema: schema30.properties.http_status,
					data: data5
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			} else {
				errors = _errs7;
				if (vErrors !== null) {
					if (_errs7) vErrors.length = _errs7;
					else vErrors = null;
				}
			}
		}
	} else {
		const err11 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema30.type,
			parentSchema: schema30,
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	}
	validate49.errors = vErrors;
	return errors === 0;
}
validate49.evaluated = {
	"props": {
		"id": true,
		"trigger": true,
		"scheduled_at": true,
		"finished_at": true,
		"outcome": true,
		"http_status": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate26.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs2 = errors;
	let valid1 = true;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0 && "schedule_type") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.schedule_type !== void 0) {
			if ("interval" !== data.schedule_type) {
				const err1 = {};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	}
	var _valid0 = _errs3 === errors;
	errors = _errs2;
	if (vErrors !== null) {
		if (_errs2) vErrors.length = _errs2;
		else vErrors = null;
	}
	if (_valid0) {
		const _errs5 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.interval_seconds === void 0) {
				const err2 = {
					instancePath,
					schemaPath: "#/allOf/0/then/required",
					keyword: "required",
					params: { missingProperty: "interval_seconds" },
					schema: schema21$1.allOf[0].then.required,
					parentSchema: schema21$1.allOf[0].then,
					data
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (data.cron_expression !== void 0) {
				const err3 = {
					instancePath: instancePath + "/cron_expression",
					schemaPath: "#/allOf/0/then/properties/cron_expression/false schema",
					keyword: "false schema",
					params: {},
					schema: false,
					parentSchema: schema21$1.allOf[0].then.properties.cron_expression,
					data: data.cron_expression
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			if (data.timezone !== void 0) {
				const err4 = {
					instancePath: instancePath + "/timezone",
					schemaPath: "#/allOf/0/then/properties/timezone/false schema",
					keyword: "false schema",
					params: {},
					schema: false,
					parentSchema: schema21$1.allOf[0].then.properties.timezone,
					data: data.timezone
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		var _valid0 = _errs5 === errors;
		valid1 = _valid0;
		if (valid1) {
			var props0 = {};
			props0.cron_expression = true;
			props0.timezone = true;
			props0.schedule_type = true;
		}
	}
	if (!valid1) {
		const err5 = {
			instancePath,
			schemaPath: "#/allOf/0/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			schema: schema21$1.allOf[0].if,
			parentSchema: schema21$1.allOf[0],
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	const _errs7 = errors;
	let valid4 = true;
	const _errs8 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0 && "schedule_type") {
			const err6 = {};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		} else if (data.schedule_type !== void 0) {
			if ("cron" !== data.schedule_type) {
				const err7 = {};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
	}
	var _valid1 = _errs8 === errors;
	errors = _errs7;
	if (vErrors !== null) {
		if (_errs7) vErrors.length = _errs7;
		else vErrors = null;
	}
	if (_valid1) {
		const _errs10 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.cron_expression === void 0) {
				const err8 = {
					instancePath,
					schemaPath: "#/allOf/1/then/required",
					keyword: "required",
					params: { missingProperty: "cron_expression" },
					schema: schema21$1.allOf[1].then.required,
					parentSchema: schema21$1.allOf[1].then,
					data
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (data.timezone === void 0) {
				const err9 = {
					instancePath,
					schemaPath: "#/allOf/1/then/required",
					keyword: "required",
					params: { missingProperty: "timezone" },
					schema: schema21$1.allOf[1].then.required,
					parentSchema: schema21$1.allOf[1].then,
					data
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
			if (data.interval_seconds !== void 0) {
				const err10 = {
					instancePath: instancePath + "/interval_seconds",
					schemaPath: "#/allOf/1/then/properties/interval_seconds/false schema",
					keyword: "false schema",
					params: {},
					schema: false,
					parentSchema: schema21$1.allOf[1].then.properties.interval_seconds,
					data: data.interval_seconds
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
		}
		var _valid1 = _errs10 === errors;
		valid4 = _valid1;
		if (valid4) {
			var props1 = {};
			props1.interval_seconds = true;
			props1.schedule_type = true;
		}
	}
	if (!valid4) {
		const err11 = {
			instancePath,
			schemaPath: "#/allOf/1/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			schema: schema21$1.allOf[1].if,
			parentSchema: schema21$1.allOf[1],
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	}
	if (props0 !== true && props1 !== void 0) {
		if (props1 === true) props0 = true;
		else {
			props0 = props0 || {};
			Object.assign(props0, props1);
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err12 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err12];
			else vErrors.push(err12);
			errors++;
		}
		if (data.name === void 0) {
			const err13 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "name" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err13];
			else vErrors.push(err13);
			errors++;
		}
		if (data.url === void 0) {
			const err14 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "url" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err14];
			else vErrors.push(err14);
			errors++;
		}
		if (data.method === void 0) {
			const err15 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "method" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err15];
			else vErrors.push(err15);
			errors++;
		}
		if (data.schedule_type === void 0) {
			const err16 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err16];
			else vErrors.push(err16);
			errors++;
		}
		if (data.notify_on_failure === void 0) {
			const err17 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "notify_on_failure" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err17];
			else vErrors.push(err17);
			errors++;
		}
		if (data.timeout_seconds === void 0) {
			const err18 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "timeout_seconds" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err18];
			else vErrors.push(err18);
			errors++;
		}
		if (data.status === void 0) {
			const err19 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "status" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err19];
			else vErrors.push(err19);
			errors++;
		}
		if (data.created_at === void 0) {
			const err20 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "created_at" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err20];
			else vErrors.push(err20);
			errors++;
		}
		if (data.updated_at === void 0) {
			const err21 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "updated_at" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err21];
			else vErrors.push(err21);
			errors++;
		}
		if (data.next_run_at === void 0) {
			const err22 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "next_run_at" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err22];
			else vErrors.push(err22);
			errors++;
		}
		if (data.last_run === void 0) {
			const err23 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "last_run" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err23];
			else vErrors.push(err23);
			errors++;
		}
		if (data.consecutive_failures === void 0) {
			const err24 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "consecutive_failures" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
				data
			};
			if (vErrors === null) vErrors = [err24];
			else vErrors.push(err24);
			errors++;
		}
		if (props0 !== true) {
			props0 = props0 || {};
			props0.id = true;
			props0.name = true;
			props0.url = true;
			props0.method = true;
			props0.schedule_type = true;
			props0.interval_seconds = true;
			props0.cron_expression = true;
			props0.timezone = true;
			props0.notify_on_failure = true;
			props0.timeout_seconds = true;
			props0.status = true;
			props0.created_at = true;
			props0.updated_at = true;
			props0.next_run_at = true;
			props0.last_run = true;
			props0.consecutive_failures = true;
		}
		if (data.id !== void 0) {
			if (!validate27$1(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate27$1.errors : vErrors.concat(validate27$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.name !== void 0) {
			if (!validate29(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
				errors = vErrors.length;
			}
		}
		if (data.url !== void 0) {
			if (!validate31$1(data.url, {
				instancePath: instancePath + "/url",
				parentData: data,
				parentDataProperty: "url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate31$1.errors : vErrors.concat(validate31$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.method !== void 0) {
			if (!validate21(data.method, {
				instancePath: instancePath + "/method",
				parentData: data,
				parentDataProperty: "method",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
				errors = vErrors.length;
			}
		}
		if (data.schedule_type !== void 0) {
			if (!validate34(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate23(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate15(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate18$1(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate18$1.errors : vErrors.concat(validate18$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.notify_on_failure !== void 0) {
			if (!validate39(data.notify_on_failure, {
				instancePath: instancePath + "/notify_on_failure",
				parentData: data,
				parentDataProperty: "notify_on_failure",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
				errors = vErrors.length;
			}
		}
		if (data.timeout_seconds !== void 0) {
			if (!validate41(data.timeout_seconds, {
				instancePath: instancePath + "/timeout_seconds",
				parentData: data,
				parentDataProperty: "timeout_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
				errors = vErrors.length;
			}
		}
		if (data.status !== void 0) {
			if (!validate43(data.status, {
				instancePath: instancePath + "/status",
				parentData: data,
				parentDataProperty: "status",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
				errors = vErrors.length;
			}
		}
		if (data.created_at !== void 0) {
			if (!validate45(data.created_at, {
				instancePath: instancePath + "/created_at",
				parentData: data,
				parentDataProperty: "created_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.updated_at !== void 0) {
			if (!validate45(data.updated_at, {
				instancePath: instancePath + "/updated_at",
				parentData: data,
				parentDataProperty: "updated_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.next_run_at !== void 0) {
			let data18 = data.next_run_at;
			const _errs25 = errors;
			let valid8 = false;
			let passing0 = null;
			const _errs26 = errors;
			if (!validate45(data18, {
				instancePath: instancePath + "/next_run_at",
				parentData: data,
				parentDataProperty: "next_run_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
			var _valid2 = _errs26 === errors;
			if (_valid2) {
				valid8 = true;
				passing0 = 0;
			}
			const _errs27 = errors;
			if (data18 !== null) {
				const err25 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema21$1.properties.next_run_at.oneOf[1].type,
					parentSchema: schema21$1.properties.next_run_at.oneOf[1],
					data: data18
				};
				if (vErrors === null) vErrors = [err25];
				else vErrors.push(err25);
				errors++;
			}
			var _valid2 = _errs27 === errors;
			if (_valid2 && valid8) {
				valid8 = false;
				passing0 = [passing0, 1];
			} else if (_valid2) {
				valid8 = true;
				passing0 = 1;
			}
			if (!valid8) {
				const err26 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema21$1.properties.next_run_at.oneOf,
					parentSchema: schema21$1.properties.next_run_at,
					data: data18
				};
				if (vErrors === null) vErrors = [err26];
				else vErrors.push(err26);
				errors++;
			} else {
				errors = _errs25;
				if (vErrors !== null) {
					if (_errs25) vErrors.length = _errs25;
					else vErrors = null;
				}
			}
		}
		if (data.last_run !== void 0) {
			let data19 = data.last_run;
			const _errs30 = errors;
			let valid9 = false;
			let passing1 = null;
			const _errs31 = errors;
			if (!validate49(data19, {
				instancePath: instancePath + "/last_run",
				parentData: data,
				parentDataProperty: "last_run",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
				errors = vErrors.length;
			}
			var _valid3 = _errs31 === errors;
			if (_valid3) {
				valid9 = true;
				passing1 = 0;
				var props2 = {};
				props2.id = true;
				props2.trigger = true;
				props2.scheduled_at = true;
				props2.finished_at = true;
				props2.outcome = true;
				props2.http_status = true;
			}
			const _errs32 = errors;
			if (data19 !== null) {
				const err27 = {
					instancePath: instancePath + "/last_run",
					schemaPath: "#/properties/last_run/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema21$1.properties.last_run.oneOf[1].type,
					parentSchema: schema21$1.properties.last_run.oneOf[1],
					data: data19
				};
				if (vErrors === null) vErrors = [err27];
				else vErrors.push(err27);
				errors++;
			}
			var _valid3 = _errs32 === errors;
			if (_valid3 && valid9) {
				valid9 = false;
				passing1 = [passing1, 1];
			} else if (_valid3) {
				valid9 = true;
				passing1 = 1;
			}
			if (!valid9) {
				const err28 = {
					instancePath: instancePath + "/last_run",
					schemaPath: "#/properties/last_run/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					schema: schema21$1.properties.last_run.oneOf,
					parentSchema: schema21$1.properties.last_run,
					data: data19
				};
				if (vErrors === null) vErrors = [err28];
				else vErrors.push(err28);
				errors++;
			} else {
				errors = _errs30;
				if (vErrors !== null) {
					if (_errs30) vErrors.length = _errs30;
					else vErrors = null;
				}
			}
		}
		if (data.consecutive_failures !== void 0) {
			let data20 = data.consecutive_failures;
			if (!(typeof data20 == "number" && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
				const err29 = {
					instancePath: instancePath + "/consecutive_failures",
					schemaPath: "#/properties/consecutive_failures/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema21$1.properties.consecutive_failures.type,
					parentSchema: schema21$1.properties.consecutive_failures,
					data: data20
				};
				if (vErrors === null) vErrors = [err29];
				else vErrors.push(err29);
				errors++;
			}
			if (typeof data20 == "number" && isFinite(data20)) {
				if (data20 < 0 || isNaN(data20)) {
					const err30 = {
						instancePath: instancePath + "/consecutive_failures",
						schemaPath: "#/properties/consecutive_failures/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema21$1.properties.consecutive_failures,
						data: data20
					};
					if (vErrors === null) vErrors = [err30];
					else vErrors.push(err30);
					errors++;
				}
			}
		}
	} else {
		const err31 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema21$1.type,
			parentSchema: schema21$1,
			data
		};
		if (vErrors === null) vErrors = [err31];
		else vErrors.push(err31);
		errors++;
	}
	validate26.errors = vErrors;
	evaluated0.props = props0;
	return errors === 0;
}
validate26.evaluated = {
	"dynamicProps": true,
	"dynamicItems": false
};
const v17 = validate59;
const schema34 = {
	"type": "object",
	"description": "The fields accepted when a job is created (seed §2). Unknown fields are rejected with 422, because\na misspelt optional field would otherwise be silently ignored.\n\nDecision (seed §2 states each field's type, not what happens to a value of another type): such a\nvalue is refused with 422 at its pointer, never converted (`\"60\"` is not 60, `3600` is not\n`\"3600\"`), because a converted value is one the client did not send. The seed itself allows either\na refusal or the value kept with the stated type, which is all the `core` conformance profile asks.\n\nDecision (seed §2 rule 2 not shown): `name`, `url` and `schedule_type` are required, plus\n`interval_seconds` for `interval` (seed rule 1); `method` defaults to `GET`, `notify_on_failure` to\n`false` and `timeout_seconds` to 30.\n\nDecision (cron schedules): with `schedule_type: cron`, `cron_expression` is required, `timezone`\ndefaults to `UTC` and `interval_seconds` is refused; with `interval`, `cron_expression` and\n`timezone` are refused — a field that does not apply would be silently ignored otherwise. A cron\njob's first run is its expression's first time after `created_at`.\n",
	"required": [
		"name",
		"url",
		"schedule_type"
	],
	"properties": {
		"name": { "$ref": "#/components/schemas/JobName" },
		"url": { "$ref": "#/components/schemas/JobUrl" },
		"method": {
			"$ref": "#/components/schemas/HttpMethod",
			"default": "GET"
		},
		"schedule_type": { "$ref": "#/components/schemas/ScheduleType" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": { "$ref": "#/components/schemas/TimeZone" },
		"notify_on_failure": {
			"$ref": "#/components/schemas/NotifyOnFailure",
			"default": false
		},
		"timeout_seconds": {
			"$ref": "#/components/schemas/TimeoutSeconds",
			"default": 30
		}
	},
	"additionalProperties": false,
	"oneOf": [{ "$ref": "#/components/schemas/IntervalSchedule" }, { "$ref": "#/components/schemas/CronSchedule" }],
	"discriminator": { "propertyName": "schedule_type" },
	"x-provenance": {
		"seed": {
			"section": "2",
			"rule": 1,
			"keywords": ["type", "oneOf"]
		},
		"decided": {
			"reason": "Seed §2 rule 2 required fields and defaults not shown; the fields of each schedule type (IntervalSchedule, CronSchedule).",
			"keywords": [
				"required",
				"additionalProperties",
				"discriminator"
			]
		}
	}
};
const func15 = Object.prototype.hasOwnProperty;
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate59.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.name === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "name" },
				schema: schema34.required,
				parentSchema: schema34,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.url === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "url" },
				schema: schema34.required,
				parentSchema: schema34,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.schedule_type === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema34.required,
				parentSchema: schema34,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		for (const key0 in data) if (!func15.call(schema34.properties, key0)) {
			const err3 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema34,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.name !== void 0) {
			if (!validate29(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
				errors = vErrors.length;
			}
		}
		if (data.url !== void 0) {
			if (!validate31$1(data.url, {
				instancePath: instancePath + "/url",
				parentData: data,
				parentDataProperty: "url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate31$1.errors : vErrors.concat(validate31$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.method !== void 0) {
			if (!validate21(data.method, {
				instancePath: instancePath + "/method",
				parentData: data,
				parentDataProperty: "method",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
				errors = vErrors.length;
			}
		}
		if (data.schedule_type !== void 0) {
			if (!validate34(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate23(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate15(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate18$1(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate18$1.errors : vErrors.concat(validate18$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.notify_on_failure !== void 0) {
			if (!validate39(data.notify_on_failure, {
				instancePath: instancePath + "/notify_on_failure",
				parentData: data,
				parentDataProperty: "notify_on_failure",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
				errors = vErrors.length;
			}
		}
		if (data.timeout_seconds !== void 0) {
			if (!validate41(data.timeout_seconds, {
				instancePath: instancePath + "/timeout_seconds",
				parentData: data,
				parentDataProperty: "timeout_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
				errors = vErrors.length;
			}
		}
		const tag0 = data.schedule_type;
		if (typeof tag0 == "string") {
			if (tag0 === "interval") {
				if (!validate22$1(data, {
					instancePath,
					parentData,
					parentDataProperty,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate22$1.errors : vErrors.concat(validate22$1.errors);
					errors = vErrors.length;
				}
			} else if (tag0 === "cron") {
				if (!validate16$1(data, {
					instancePath,
					parentData,
					parentDataProperty,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate16$1.errors : vErrors.concat(validate16$1.errors);
					errors = vErrors.length;
				}
			} else {
				const err4 = {
					instancePath,
					schemaPath: "#/discriminator",
					keyword: "discriminator",
					params: {
						error: "mapping",
						tag: "schedule_type",
						tagValue: tag0
					},
					schema: schema34.discriminator,
					parentSchema: schema34,
					data
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		} else {
			const err5 = {
				instancePath,
				schemaPath: "#/discriminator",
				keyword: "discriminator",
				params: {
					error: "tag",
					tag: "schedule_type",
					tagValue: tag0
				},
				schema: schema34.discriminator,
				parentSchema: schema34,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
	} else {
		const err6 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema34.type,
			parentSchema: schema34,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate59.errors = vErrors;
	return errors === 0;
}
validate59.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v18 = validate71;
function validate71(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate71.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern6.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^job_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^job_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema22$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema22$1.type,
			parentSchema: schema22$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate71.errors = vErrors;
	return errors === 0;
}
validate71.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v19 = validate72;
const schema36 = {
	"type": "object",
	"description": "One page of jobs, newest first.",
	"required": ["data", "next_cursor"],
	"properties": {
		"data": {
			"type": "array",
			"maxItems": 100,
			"items": { "$ref": "#/components/schemas/Job" }
		},
		"next_cursor": {
			"description": "Cursor of the next page, or null on the last page.",
			"oneOf": [{
				"type": "string",
				"minLength": 1,
				"maxLength": 512
			}, { "type": "null" }]
		}
	},
	"x-provenance": { "decided": { "reason": "Seed §4.2 list payload not shown; an envelope leaves room for pagination fields." } }
};
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate72.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema36.required,
				parentSchema: schema36,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.next_cursor === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "next_cursor" },
				schema: schema36.required,
				parentSchema: schema36,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				if (data0.length > 100) {
					const err2 = {
						instancePath: instancePath + "/data",
						schemaPath: "#/properties/data/maxItems",
						keyword: "maxItems",
						params: { limit: 100 },
						schema: 100,
						parentSchema: schema36.properties.data,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate26(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
					errors = vErrors.length;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema36.properties.data.type,
					parentSchema: schema36.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.next_cursor !== void 0) {
			let data2 = data.next_cursor;
			const _errs5 = errors;
			let valid3 = false;
			let passing0 = null;
			const _errs6 = errors;
			if (typeof data2 === "string") {
				if (func0$1(data2) > 512) {
					const err4 = {
						instancePath: instancePath + "/next_cursor",
						schemaPath: "#/properties/next_cursor/oneOf/0/maxLength",
						keyword: "maxLength",
						params: { limit: 512 },
						schema: 512,
						parentSchema: schema36.properties.next_cursor.oneOf[0],
						data: data2
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				if (func0$1(data2) < 1) {
					const err5 = {
						instancePath: instancePath + "/next_cursor",
						schemaPath: "#/properties/next_cursor/oneOf/0/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema36.properties.next_cursor.oneOf[0],
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
			} else {
				const err6 = {
					instancePath: instancePath + "/next_cursor",
					schemaPath: "#/properties/next_cursor/oneOf/0/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema36.properties.next_cursor.oneOf[0].type,
					parentSchema: schema36.properties.next_cursor.oneOf[0],
					data: data2
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			var _valid0 = _errs6 === errors;
			if (_valid0) {
				valid3 = true;
				passing0 = 0;
			}
			const _errs8 = errors;
			if (data2 !== null) {
				const err7 = {
					instancePath: instancePath + "/next_cursor",
					schemaPath: "#/properties/next_cursor/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema36.properties.next_cursor.oneOf[1].type,
					parentSchema: schema36.properties.next_cursor.oneOf[1],
					data: data2
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
			var _valid0 = _errs8 === errors;
			if (_valid0 && valid3) {
				valid3 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid3 = true;
				passing0 = 1;
			}
			if (!valid3) {
				const err8 = {
					instancePath: instancePath + "/next_cursor",
					schemaPath: "#/properties/next_cursor/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema36.properties.next_cursor.oneOf,
					parentSchema: schema36.properties.next_cursor,
					data: data2
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			} else {
				errors = _errs5;
				if (vErrors !== null) {
					if (_errs5) vErrors.length = _errs5;
					else vErrors = null;
				}
			}
		}
	} else {
		const err9 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema36.type,
			parentSchema: schema36,
			data
		};
		if (vErrors === null) vErrors = [err9];
		else vErrors.push(err9);
		errors++;
	}
	validate72.errors = vErrors;
	return errors === 0;
}
validate72.evaluated = {
	"props": {
		"data": true,
		"next_cursor": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v20 = validate74;
function validate74(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate74.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func0$1(data) > 200) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 200 },
				schema: 200,
				parentSchema: schema23$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (func0$1(data) < 1) {
			const err1 = {
				instancePath,
				schemaPath: "#/minLength",
				keyword: "minLength",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema23$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema23$1.type,
			parentSchema: schema23$1,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate74.errors = vErrors;
	return errors === 0;
}
validate74.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v21 = validate75;
const schema38 = {
	"type": "object",
	"description": "The body of the `jobRunFailed` webhook, in the Standard Webhooks payload shape.",
	"required": [
		"type",
		"timestamp",
		"data"
	],
	"properties": {
		"type": {
			"type": "string",
			"const": "job.run.failed"
		},
		"timestamp": { "$ref": "#/components/schemas/Timestamp" },
		"data": {
			"type": "object",
			"required": ["job", "run"],
			"properties": {
				"job": { "$ref": "#/components/schemas/Job" },
				"run": { "$ref": "#/components/schemas/Run" }
			}
		}
	},
	"x-provenance": { "decided": { "reason": "Seed §6 format not shown; Standard Webhooks' `{type, timestamp, data}` envelope." } }
};
const schema39 = {
	"type": "object",
	"description": "One finished execution of a job.",
	"required": [
		"id",
		"job_id",
		"trigger",
		"scheduled_at",
		"started_at",
		"finished_at",
		"outcome",
		"http_status",
		"duration_ms",
		"error"
	],
	"properties": {
		"id": { "$ref": "#/components/schemas/RunId" },
		"job_id": { "$ref": "#/components/schemas/JobId" },
		"trigger": { "$ref": "#/components/schemas/RunTrigger" },
		"scheduled_at": {
			"description": "When the run was due (for a manual run, when it was requested).",
			"$ref": "#/components/schemas/Timestamp"
		},
		"started_at": { "$ref": "#/components/schemas/Timestamp" },
		"finished_at": { "$ref": "#/components/schemas/Timestamp" },
		"outcome": { "$ref": "#/components/schemas/RunOutcome" },
		"http_status": {
			"description": "Status of the target's answer; null when none arrived.",
			"oneOf": [{
				"type": "integer",
				"minimum": 100,
				"maximum": 599
			}, { "type": "null" }]
		},
		"duration_ms": {
			"type": "integer",
			"minimum": 0,
			"description": "Milliseconds from start to finish."
		},
		"error": {
			"description": "Why the run failed; null when it succeeded.",
			"oneOf": [{ "$ref": "#/components/schemas/RunError" }, { "type": "null" }]
		}
	},
	"x-provenance": { "decided": { "reason": "Seed §4.3 run history not shown." } }
};
const schema40 = {
	"type": "object",
	"description": "Why a run failed.",
	"required": ["code", "message"],
	"properties": {
		"code": {
			"type": "string",
			"description": "`http_status` (a non-2xx answer), `timeout` (no answer within `timeout_seconds`), `connection_error` (the target could not be reached).",
			"enum": [
				"http_status",
				"timeout",
				"connection_error"
			]
		},
		"message": {
			"type": "string",
			"maxLength": 500
		}
	},
	"x-provenance": { "decided": { "reason": "Seed §1 failure kinds not shown; three kinds cover what a caller can act on." } }
};
function validate86(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate86.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.code === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "code" },
				schema: schema40.required,
				parentSchema: schema40,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.message === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "message" },
				schema: schema40.required,
				parentSchema: schema40,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.code !== void 0) {
			let data0 = data.code;
			if (typeof data0 !== "string") {
				const err2 = {
					instancePath: instancePath + "/code",
					schemaPath: "#/properties/code/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema40.properties.code.type,
					parentSchema: schema40.properties.code,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (!(data0 === "http_status" || data0 === "timeout" || data0 === "connection_error")) {
				const err3 = {
					instancePath: instancePath + "/code",
					schemaPath: "#/properties/code/enum",
					keyword: "enum",
					params: { allowedValues: schema40.properties.code.enum },
					schema: schema40.properties.code.enum,
					parentSchema: schema40.properties.code,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.message !== void 0) {
			let data1 = data.message;
			if (typeof data1 === "string") {
				if (func0$1(data1) > 500) {
					const err4 = {
						instancePath: instancePath + "/message",
						schemaPath: "#/properties/message/maxLength",
						keyword: "maxLength",
						params: { limit: 500 },
						schema: 500,
						parentSchema: schema40.properties.message,
						data: data1
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/message",
					schemaPath: "#/properties/message/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema40.properties.message.type,
					parentSchema: schema40.properties.message,
					data: data1
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
	} else {
		const err6 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema40.type,
			parentSchema: schema40,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate86.errors = vErrors;
	return errors === 0;
}
validate86.evaluated = {
	"props": {
		"code": true,
		"message": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate78(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate78.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.job_id === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "job_id" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.trigger === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "trigger" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.scheduled_at === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "scheduled_at" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.started_at === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "started_at" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.finished_at === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "finished_at" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.outcome === void 0) {
			const err6 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "outcome" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
		if (data.http_status === void 0) {
			const err7 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "http_status" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err7];
			else vErrors.push(err7);
			errors++;
		}
		if (data.duration_ms === void 0) {
			const err8 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "duration_ms" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err8];
			else vErrors.push(err8);
			errors++;
		}
		if (data.error === void 0) {
			const err9 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "error" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate50$1(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate50$1.errors : vErrors.concat(validate50$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.job_id !== void 0) {
			if (!validate27$1(data.job_id, {
				instancePath: instancePath + "/job_id",
				parentData: data,
				parentDataProperty: "job_id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate27$1.errors : vErrors.concat(validate27$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate52(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate45(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.started_at !== void 0) {
			if (!validate45(data.started_at, {
				instancePath: instancePath + "/started_at",
				parentData: data,
				parentDataProperty: "started_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate45(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate56(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
				errors = vErrors.length;
			}
		}
		if (data.http_status !== void 0) {
			let data7 = data.http_status;
			const _errs9 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs10 = errors;
			if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
				const err10 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/0/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema39.properties.http_status.oneOf[0].type,
					parentSchema: schema39.properties.http_status.oneOf[0],
					data: data7
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			if (typeof data7 == "number" && isFinite(data7)) {
				if (data7 > 599 || isNaN(data7)) {
					const err11 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema39.properties.http_status.oneOf[0],
						data: data7
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				if (data7 < 100 || isNaN(data7)) {
					const err12 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema39.properties.http_status.oneOf[0],
						data: data7
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
			}
			var _valid0 = _errs10 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs12 = errors;
			if (data7 !== null) {
				const err13 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema39.properties.http_status.oneOf[1].type,
					parentSchema: schema39.properties.http_status.oneOf[1],
					data: data7
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
			var _valid0 = _errs12 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err14 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema39.properties.http_status.oneOf,
					parentSchema: schema39.properties.http_status,
					data: data7
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			} else {
				errors = _errs9;
				if (vErrors !== null) {
					if (_errs9) vErrors.length = _errs9;
					else vErrors = null;
				}
			}
		}
		if (data.duration_ms !== void 0) {
			let data8 = data.duration_ms;
			if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
				const err15 = {
					instancePath: instancePath + "/duration_ms",
					schemaPath: "#/properties/duration_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema39.properties.duration_ms.type,
					parentSchema: schema39.properties.duration_ms,
					data: data8
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			}
			if (typeof data8 == "number" && isFinite(data8)) {
				if (data8 < 0 || isNaN(data8)) {
					const err16 = {
						instancePath: instancePath + "/duration_ms",
						schemaPath: "#/properties/duration_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema39.properties.duration_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err16];
					else vErrors.push(err16);
					errors++;
				}
			}
		}
		if (data.error !== void 0) {
			let data9 = data.error;
			const _errs17 = errors;
			let valid2 = false;
			let passing1 = null;
			const _errs18 = errors;
			if (!validate86(data9, {
				instancePath: instancePath + "/error",
				parentData: data,
				parentDataProperty: "error",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
				errors = vErrors.length;
			}
			var _valid1 = _errs18 === errors;
			if (_valid1) {
				valid2 = true;
				passing1 = 0;
				var props0 = {};
				props0.code = true;
				props0.message = true;
			}
			const _errs19 = errors;
			if (data9 !== null) {
				const err17 = {
					instancePath: instancePath + "/error",
					schemaPath: "#/properties/error/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema39.properties.error.oneOf[1].type,
					parentSchema: schema39.properties.error.oneOf[1],
					data: data9
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			var _valid1 = _errs19 === errors;
			if (_valid1 && valid2) {
				valid2 = false;
				passing1 = [passing1, 1];
			} else if (_valid1) {
				valid2 = true;
				passing1 = 1;
			}
			if (!valid2) {
				const err18 = {
					instancePath: instancePath + "/error",
					schemaPath: "#/properties/error/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					schema: schema39.properties.error.oneOf,
					parentSchema: schema39.properties.error,
					data: data9
				};
				if (vErrors === null) vErrors = [err18];
				else vErrors.push(err18);
				errors++;
			} else {
				errors = _errs17;
				if (vErrors !== null) {
					if (_errs17) vErrors.length = _errs17;
					else vErrors = null;
				}
			}
		}
	} else {
		const err19 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema39.type,
			parentSchema: schema39,
			data
		};
		if (vErrors === null) vErrors = [err19];
		else vErrors.push(err19);
		errors++;
	}
	validate78.errors = vErrors;
	return errors === 0;
}
validate78.evaluated = {
	"props": {
		"id": true,
		"job_id": true,
		"trigger": true,
		"scheduled_at": true,
		"started_at": true,
		"finished_at": true,
		"outcome": true,
		"http_status": true,
		"duration_ms": true,
		"error": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate75.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "type" },
				schema: schema38.required,
				parentSchema: schema38,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.timestamp === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "timestamp" },
				schema: schema38.required,
				parentSchema: schema38,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.data === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema38.required,
				parentSchema: schema38,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.type !== void 0) {
			let data0 = data.type;
			if (typeof data0 !== "string") {
				const err3 = {
					instancePath: instancePath + "/type",
					schemaPath: "#/properties/type/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema38.properties.type.type,
					parentSchema: schema38.properties.type,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			if ("job.run.failed" !== data0) {
				const err4 = {
					instancePath: instancePath + "/type",
					schemaPath: "#/properties/type/const",
					keyword: "const",
					params: { allowedValue: "job.run.failed" },
					schema: "job.run.failed",
					parentSchema: schema38.properties.type,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.timestamp !== void 0) {
			if (!validate45(data.timestamp, {
				instancePath: instancePath + "/timestamp",
				parentData: data,
				parentDataProperty: "timestamp",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.data !== void 0) {
			let data2 = data.data;
			if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
				if (data2.job === void 0) {
					const err5 = {
						instancePath: instancePath + "/data",
						schemaPath: "#/properties/data/required",
						keyword: "required",
						params: { missingProperty: "job" },
						schema: schema38.properties.data.required,
						parentSchema: schema38.properties.data,
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				if (data2.run === void 0) {
					const err6 = {
						instancePath: instancePath + "/data",
						schemaPath: "#/properties/data/required",
						keyword: "required",
						params: { missingProperty: "run" },
						schema: schema38.properties.data.required,
						parentSchema: schema38.properties.data,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (data2.job !== void 0) {
					if (!validate26(data2.job, {
						instancePath: instancePath + "/data/job",
						parentData: data2,
						parentDataProperty: "job",
						rootData,
						dynamicAnchors
					})) {
						vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
						errors = vErrors.length;
					}
				}
				if (data2.run !== void 0) {
					if (!validate78(data2.run, {
						instancePath: instancePath + "/data/run",
						parentData: data2,
						parentDataProperty: "run",
						rootData,
						dynamicAnchors
					})) {
						vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
						errors = vErrors.length;
					}
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "object" },
					schema: schema38.properties.data.type,
					parentSchema: schema38.properties.data,
					data: data2
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
	} else {
		const err8 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema38.type,
			parentSchema: schema38,
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	validate75.errors = vErrors;
	return errors === 0;
}
validate75.evaluated = {
	"props": {
		"type": true,
		"timestamp": true,
		"data": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v22 = validate89;
function validate89(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate89.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema28.type,
			parentSchema: schema28,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "active" || data === "paused")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema28.enum },
			schema: schema28.enum,
			parentSchema: schema28,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate89.errors = vErrors;
	return errors === 0;
}
validate89.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v23 = validate90;
const schema42 = {
	"type": "object",
	"description": "A merge patch of a job: any of the create fields, at least one. The job that results must satisfy\n`JobCreate`.\n\nDecision (switching schedule types): a patch whose `schedule_type` differs from the job's drops the\nfields of the old type before it is merged, so switching to `cron` needs `cron_expression` (and\noptionally `timezone`, default `UTC`) and clears `interval_seconds`; switching to `interval` needs\n`interval_seconds` and clears `cron_expression` and `timezone`. Without a switch, a field of the other\ntype is refused (422), as at creation; a patch that repeats the job's own `schedule_type` is no switch and\ndrops nothing. A new schedule (type, interval, expression or zone) of an\nactive job takes effect from the time of the change.\n\nDecision (the rules the schema states): whatever the job, a patch never carries the fields of two\nschedule types — `interval_seconds` beside `cron_expression` or `timezone`, nor a field of the type\n`schedule_type` does not name — and each of these answers 422 at the field's pointer. What depends\non the job the patch applies to cannot be a rule of a schema: a patch without `schedule_type`\ncarrying `interval_seconds` applies to an `interval` job (onto a `cron` job it answers 422 at\n`/interval_seconds`), one carrying `cron_expression` or `timezone` to a `cron` job, and a switch of\ntype brings the new type's required field (`schedule_type: cron` onto an `interval` job needs\n`cron_expression`).\n",
	"minProperties": 1,
	"properties": {
		"name": { "$ref": "#/components/schemas/JobName" },
		"url": { "$ref": "#/components/schemas/JobUrl" },
		"method": { "$ref": "#/components/schemas/HttpMethod" },
		"schedule_type": { "$ref": "#/components/schemas/ScheduleType" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": { "$ref": "#/components/schemas/TimeZone" },
		"notify_on_failure": { "$ref": "#/components/schemas/NotifyOnFailure" },
		"timeout_seconds": { "$ref": "#/components/schemas/TimeoutSeconds" }
	},
	"additionalProperties": false,
	"allOf": [
		{
			"if": {
				"required": ["schedule_type"],
				"properties": { "schedule_type": { "const": "cron" } }
			},
			"then": { "properties": { "interval_seconds": {
				"not": {},
				"x-error-detail": "is not allowed when schedule_type is cron"
			} } }
		},
		{
			"if": {
				"required": ["schedule_type"],
				"properties": { "schedule_type": { "const": "interval" } }
			},
			"then": { "properties": {
				"cron_expression": {
					"not": {},
					"x-error-detail": "is not allowed when schedule_type is interval"
				},
				"timezone": {
					"not": {},
					"x-error-detail": "is not allowed when schedule_type is interval"
				}
			} }
		},
		{ "dependentSchemas": { "interval_seconds": { "properties": {
			"cron_expression": {
				"not": {},
				"x-error-detail": "is not allowed beside interval_seconds (a job has one schedule type)"
			},
			"timezone": {
				"not": {},
				"x-error-detail": "is not allowed beside interval_seconds (a job has one schedule type)"
			}
		} } } }
	],
	"x-provenance": { "decided": {
		"reason": "Seed §4.3 \"change\" not shown; a switch of schedule type cannot keep the old type's fields (JobCreate refuses them).",
		"keywords": [
			"allOf",
			"if",
			"then",
			"dependentSchemas",
			"not"
		]
	} }
};
function validate90(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate90.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs2 = errors;
	let valid1 = true;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0 && "schedule_type") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.schedule_type !== void 0) {
			if ("cron" !== data.schedule_type) {
				const err1 = {};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	}
	var _valid0 = _errs3 === errors;
	errors = _errs2;
	if (vErrors !== null) {
		if (_errs2) vErrors.length = _errs2;
		else vErrors = null;
	}
	if (_valid0) {
		const _errs5 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.interval_seconds !== void 0) {
				const err2 = {
					instancePath: instancePath + "/interval_seconds",
					schemaPath: "#/allOf/0/then/properties/interval_seconds/not",
					keyword: "not",
					params: {},
					schema: schema42.allOf[0].then.properties.interval_seconds.not,
					parentSchema: schema42.allOf[0].then.properties.interval_seconds,
					data: data.interval_seconds
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		var _valid0 = _errs5 === errors;
		valid1 = _valid0;
		if (valid1) {
			var props0 = {};
			props0.interval_seconds = true;
			props0.schedule_type = true;
		}
	}
	if (!valid1) {
		const err3 = {
			instancePath,
			schemaPath: "#/allOf/0/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			schema: schema42.allOf[0].if,
			parentSchema: schema42.allOf[0],
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	const _errs9 = errors;
	let valid4 = true;
	const _errs10 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0 && "schedule_type") {
			const err4 = {};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		} else if (data.schedule_type !== void 0) {
			if ("interval" !== data.schedule_type) {
				const err5 = {};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
	}
	var _valid1 = _errs10 === errors;
	errors = _errs9;
	if (vErrors !== null) {
		if (_errs9) vErrors.length = _errs9;
		else vErrors = null;
	}
	if (_valid1) {
		const _errs12 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.cron_expression !== void 0) {
				const err6 = {
					instancePath: instancePath + "/cron_expression",
					schemaPath: "#/allOf/1/then/properties/cron_expression/not",
					keyword: "not",
					params: {},
					schema: schema42.allOf[1].then.properties.cron_expression.not,
					parentSchema: schema42.allOf[1].then.properties.cron_expression,
					data: data.cron_expression
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			if (data.timezone !== void 0) {
				const err7 = {
					instancePath: instancePath + "/timezone",
					schemaPath: "#/allOf/1/then/properties/timezone/not",
					keyword: "not",
					params: {},
					schema: schema42.allOf[1].then.properties.timezone.not,
					parentSchema: schema42.allOf[1].then.properties.timezone,
					data: data.timezone
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		var _valid1 = _errs12 === errors;
		valid4 = _valid1;
		if (valid4) {
			var props1 = {};
			props1.cron_expression = true;
			props1.timezone = true;
			props1.schedule_type = true;
		}
	}
	if (!valid4) {
		const err8 = {
			instancePath,
			schemaPath: "#/allOf/1/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			schema: schema42.allOf[1].if,
			parentSchema: schema42.allOf[1],
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	if (props0 !== true && props1 !== void 0) {
		if (props1 === true) props0 = true;
		else {
			props0 = props0 || {};
			Object.assign(props0, props1);
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.interval_seconds !== void 0) {
			const _errs18 = errors;
			if (data && typeof data == "object" && !Array.isArray(data)) {
				if (data.cron_expression !== void 0) {
					const err9 = {
						instancePath: instancePath + "/cron_expression",
						schemaPath: "#/allOf/2/dependentSchemas/interval_seconds/properties/cron_expression/not",
						keyword: "not",
						params: {},
						schema: schema42.allOf[2].dependentSchemas.interval_seconds.properties.cron_expression.not,
						parentSchema: schema42.allOf[2].dependentSchemas.interval_seconds.properties.cron_expression,
						data: data.cron_expression
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data.timezone !== void 0) {
					const err10 = {
						instancePath: instancePath + "/timezone",
						schemaPath: "#/allOf/2/dependentSchemas/interval_seconds/properties/timezone/not",
						keyword: "not",
						params: {},
						schema: schema42.allOf[2].dependentSchemas.interval_seconds.properties.timezone.not,
						parentSchema: schema42.allOf[2].dependentSchemas.interval_seconds.properties.timezone,
						data: data.timezone
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			}
			if (_errs18 === errors) {
				var props2 = {};
				props2.cron_expression = true;
				props2.timezone = true;
			}
		} else var valid7 = true;
	}
	if (props0 !== true && props2 !== void 0) {
		if (props2 === true) props0 = true;
		else {
			props0 = props0 || {};
			Object.assign(props0, props2);
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (Object.keys(data).length < 1) {
			const err11 = {
				instancePath,
				schemaPath: "#/minProperties",
				keyword: "minProperties",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema42,
				data
			};
			if (vErrors === null) vErrors = [err11];
			else vErrors.push(err11);
			errors++;
		}
		for (const key0 in data) if (!func15.call(schema42.properties, key0)) {
			const err12 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema42,
				data
			};
			if (vErrors === null) vErrors = [err12];
			else vErrors.push(err12);
			errors++;
		}
		if (data.name !== void 0) {
			if (!validate29(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
				errors = vErrors.length;
			}
		}
		if (data.url !== void 0) {
			if (!validate31$1(data.url, {
				instancePath: instancePath + "/url",
				parentData: data,
				parentDataProperty: "url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate31$1.errors : vErrors.concat(validate31$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.method !== void 0) {
			if (!validate21(data.method, {
				instancePath: instancePath + "/method",
				parentData: data,
				parentDataProperty: "method",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
				errors = vErrors.length;
			}
		}
		if (data.schedule_type !== void 0) {
			if (!validate34(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate23(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate15(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate18$1(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate18$1.errors : vErrors.concat(validate18$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.notify_on_failure !== void 0) {
			if (!validate39(data.notify_on_failure, {
				instancePath: instancePath + "/notify_on_failure",
				parentData: data,
				parentDataProperty: "notify_on_failure",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
				errors = vErrors.length;
			}
		}
		if (data.timeout_seconds !== void 0) {
			if (!validate41(data.timeout_seconds, {
				instancePath: instancePath + "/timeout_seconds",
				parentData: data,
				parentDataProperty: "timeout_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
				errors = vErrors.length;
			}
		}
	} else {
		const err13 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema42.type,
			parentSchema: schema42,
			data
		};
		if (vErrors === null) vErrors = [err13];
		else vErrors.push(err13);
		errors++;
	}
	validate90.errors = vErrors;
	return errors === 0;
}
validate90.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v24 = validate100;
function validate100(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate100.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func0$1(data) > 2048) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 2048 },
				schema: 2048,
				parentSchema: schema24$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!pattern7.test(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+" },
				schema: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+",
				parentSchema: schema24$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (!formats0$1(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "uri" },
				schema: "uri",
				parentSchema: schema24$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	} else {
		const err3 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema24$1.type,
			parentSchema: schema24$1,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate100.errors = vErrors;
	return errors === 0;
}
validate100.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v25 = validate101;
function validate101(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate101.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "boolean") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "boolean" },
			schema: schema26.type,
			parentSchema: schema26,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate101.errors = vErrors;
	return errors === 0;
}
validate101.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v26 = validate102;
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate102.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.parameter === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "parameter" },
				schema: schema12$1.required,
				parentSchema: schema12$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.detail === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "detail" },
				schema: schema12$1.required,
				parentSchema: schema12$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.parameter !== void 0) {
			let data0 = data.parameter;
			if (typeof data0 === "string") {
				if (func0$1(data0) < 1) {
					const err2 = {
						instancePath: instancePath + "/parameter",
						schemaPath: "#/properties/parameter/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema12$1.properties.parameter,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/parameter",
					schemaPath: "#/properties/parameter/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema12$1.properties.parameter.type,
					parentSchema: schema12$1.properties.parameter,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.detail !== void 0) {
			let data1 = data.detail;
			if (typeof data1 === "string") {
				if (func0$1(data1) < 1) {
					const err4 = {
						instancePath: instancePath + "/detail",
						schemaPath: "#/properties/detail/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema12$1.properties.detail,
						data: data1
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/detail",
					schemaPath: "#/properties/detail/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema12$1.properties.detail.type,
					parentSchema: schema12$1.properties.detail,
					data: data1
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
	} else {
		const err6 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema12$1.type,
			parentSchema: schema12$1,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate102.errors = vErrors;
	return errors === 0;
}
validate102.evaluated = {
	"props": {
		"parameter": true,
		"detail": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v27 = validate103;
function validate103(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate103.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "type" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.title === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "title" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.status === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "status" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.detail === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "detail" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.type !== void 0) {
			let data0 = data.type;
			if (typeof data0 === "string") {
				if (!formats0$1(data0)) {
					const err4 = {
						instancePath: instancePath + "/type",
						schemaPath: "#/properties/type/format",
						keyword: "format",
						params: { format: "uri" },
						schema: "uri",
						parentSchema: schema11$1.properties.type,
						data: data0
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/type",
					schemaPath: "#/properties/type/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema11$1.properties.type.type,
					parentSchema: schema11$1.properties.type,
					data: data0
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.title !== void 0) {
			let data1 = data.title;
			if (typeof data1 === "string") {
				if (func0$1(data1) < 1) {
					const err6 = {
						instancePath: instancePath + "/title",
						schemaPath: "#/properties/title/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema11$1.properties.title,
						data: data1
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/title",
					schemaPath: "#/properties/title/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema11$1.properties.title.type,
					parentSchema: schema11$1.properties.title,
					data: data1
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.status !== void 0) {
			let data2 = data.status;
			if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
				const err8 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema11$1.properties.status.type,
					parentSchema: schema11$1.properties.status,
					data: data2
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 > 599 || isNaN(data2)) {
					const err9 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema11$1.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data2 < 400 || isNaN(data2)) {
					const err10 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 400
						},
						schema: 400,
						parentSchema: schema11$1.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			}
		}
		if (data.detail !== void 0) {
			let data3 = data.detail;
			if (typeof data3 === "string") {
				if (func0$1(data3) < 1) {
					const err11 = {
						instancePath: instancePath + "/detail",
						schemaPath: "#/properties/detail/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema11$1.properties.detail,
						data: data3
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
			} else {
				const err12 = {
					instancePath: instancePath + "/detail",
					schemaPath: "#/properties/detail/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema11$1.properties.detail.type,
					parentSchema: schema11$1.properties.detail,
					data: data3
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
		}
		if (data.instance !== void 0) {
			let data4 = data.instance;
			if (typeof data4 === "string") {
				if (!formats2$1.test(data4)) {
					const err13 = {
						instancePath: instancePath + "/instance",
						schemaPath: "#/properties/instance/format",
						keyword: "format",
						params: { format: "uri-reference" },
						schema: "uri-reference",
						parentSchema: schema11$1.properties.instance,
						data: data4
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
			} else {
				const err14 = {
					instancePath: instancePath + "/instance",
					schemaPath: "#/properties/instance/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema11$1.properties.instance.type,
					parentSchema: schema11$1.properties.instance,
					data: data4
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			}
		}
	} else {
		const err15 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema11$1.type,
			parentSchema: schema11$1,
			data
		};
		if (vErrors === null) vErrors = [err15];
		else vErrors.push(err15);
		errors++;
	}
	validate103.errors = vErrors;
	return errors === 0;
}
validate103.evaluated = {
	"props": {
		"type": true,
		"title": true,
		"status": true,
		"detail": true,
		"instance": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v28 = validate104;
function validate104(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate104.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.job_id === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "job_id" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.trigger === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "trigger" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.scheduled_at === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "scheduled_at" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.started_at === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "started_at" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.finished_at === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "finished_at" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.outcome === void 0) {
			const err6 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "outcome" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
		if (data.http_status === void 0) {
			const err7 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "http_status" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err7];
			else vErrors.push(err7);
			errors++;
		}
		if (data.duration_ms === void 0) {
			const err8 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "duration_ms" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err8];
			else vErrors.push(err8);
			errors++;
		}
		if (data.error === void 0) {
			const err9 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "error" },
				schema: schema39.required,
				parentSchema: schema39,
				data
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate50$1(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate50$1.errors : vErrors.concat(validate50$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.job_id !== void 0) {
			if (!validate27$1(data.job_id, {
				instancePath: instancePath + "/job_id",
				parentData: data,
				parentDataProperty: "job_id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate27$1.errors : vErrors.concat(validate27$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate52(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate45(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.started_at !== void 0) {
			if (!validate45(data.started_at, {
				instancePath: instancePath + "/started_at",
				parentData: data,
				parentDataProperty: "started_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate45(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate56(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
				errors = vErrors.length;
			}
		}
		if (data.http_status !== void 0) {
			let data7 = data.http_status;
			const _errs9 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs10 = errors;
			if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
				const err10 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/0/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema39.properties.http_status.oneOf[0].type,
					parentSchema: schema39.properties.http_status.oneOf[0],
					data: data7
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			if (typeof data7 == "number" && isFinite(data7)) {
				if (data7 > 599 || isNaN(data7)) {
					const err11 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema39.properties.http_status.oneOf[0],
						data: data7
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				if (data7 < 100 || isNaN(data7)) {
					const err12 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema39.properties.http_status.oneOf[0],
						data: data7
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
			}
			var _valid0 = _errs10 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs12 = errors;
			if (data7 !== null) {
				const err13 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema39.properties.http_status.oneOf[1].type,
					parentSchema: schema39.properties.http_status.oneOf[1],
					data: data7
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
			var _valid0 = _errs12 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err14 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema39.properties.http_status.oneOf,
					parentSchema: schema39.properties.http_status,
					data: data7
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			} else {
				errors = _errs9;
				if (vErrors !== null) {
					if (_errs9) vErrors.length = _errs9;
					else vErrors = null;
				}
			}
		}
		if (data.duration_ms !== void 0) {
			let data8 = data.duration_ms;
			if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
				const err15 = {
					instancePath: instancePath + "/duration_ms",
					schemaPath: "#/properties/duration_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema39.properties.duration_ms.type,
					parentSchema: schema39.properties.duration_ms,
					data: data8
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			}
			if (typeof data8 == "number" && isFinite(data8)) {
				if (data8 < 0 || isNaN(data8)) {
					const err16 = {
						instancePath: instancePath + "/duration_ms",
						schemaPath: "#/properties/duration_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema39.properties.duration_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err16];
					else vErrors.push(err16);
					errors++;
				}
			}
		}
		if (data.error !== void 0) {
			let data9 = data.error;
			const _errs17 = errors;
			let valid2 = false;
			let passing1 = null;
			const _errs18 = errors;
			if (!validate86(data9, {
				instancePath: instancePath + "/error",
				parentData: data,
				parentDataProperty: "error",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
				errors = vErrors.length;
			}
			var _valid1 = _errs18 === errors;
			if (_valid1) {
				valid2 = true;
				passing1 = 0;
				var props0 = {};
				props0.code = true;
				props0.message = true;
			}
			const _errs19 = errors;
			if (data9 !== null) {
				const err17 = {
					instancePath: instancePath + "/error",
					schemaPath: "#/properties/error/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema39.properties.error.oneOf[1].type,
					parentSchema: schema39.properties.error.oneOf[1],
					data: data9
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			var _valid1 = _errs19 === errors;
			if (_valid1 && valid2) {
				valid2 = false;
				passing1 = [passing1, 1];
			} else if (_valid1) {
				valid2 = true;
				passing1 = 1;
			}
			if (!valid2) {
				const err18 = {
					instancePath: instancePath + "/error",
					schemaPath: "#/properties/error/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					schema: schema39.properties.error.oneOf,
					parentSchema: schema39.properties.error,
					data: data9
				};
				if (vErrors === null) vErrors = [err18];
				else vErrors.push(err18);
				errors++;
			} else {
				errors = _errs17;
				if (vErrors !== null) {
					if (_errs17) vErrors.length = _errs17;
					else vErrors = null;
				}
			}
		}
	} else {
		const err19 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema39.type,
			parentSchema: schema39,
			data
		};
		if (vErrors === null) vErrors = [err19];
		else vErrors.push(err19);
		errors++;
	}
	validate104.errors = vErrors;
	return errors === 0;
}
validate104.evaluated = {
	"props": {
		"id": true,
		"job_id": true,
		"trigger": true,
		"scheduled_at": true,
		"started_at": true,
		"finished_at": true,
		"outcome": true,
		"http_status": true,
		"duration_ms": true,
		"error": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v29 = validate113;
function validate113(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate113.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.code === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "code" },
				schema: schema40.required,
				parentSchema: schema40,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.message === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "message" },
				schema: schema40.required,
				parentSchema: schema40,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.code !== void 0) {
			let data0 = data.code;
			if (typeof data0 !== "string") {
				const err2 = {
					instancePath: instancePath + "/code",
					schemaPath: "#/properties/code/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema40.properties.code.type,
					parentSchema: schema40.properties.code,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (!(data0 === "http_status" || data0 === "timeout" || data0 === "connection_error")) {
				const err3 = {
					instancePath: instancePath + "/code",
					schemaPath: "#/properties/code/enum",
					keyword: "enum",
					params: { allowedValues: schema40.properties.code.enum },
					schema: schema40.properties.code.enum,
					parentSchema: schema40.properties.code,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.message !== void 0) {
			let data1 = data.message;
			if (typeof data1 === "string") {
				if (func0$1(data1) > 500) {
					const err4 = {
						instancePath: instancePath + "/message",
						schemaPath: "#/properties/message/maxLength",
						keyword: "maxLength",
						params: { limit: 500 },
						schema: 500,
						parentSchema: schema40.properties.message,
						data: data1
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/message",
					schemaPath: "#/properties/message/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema40.properties.message.type,
					parentSchema: schema40.properties.message,
					data: data1
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
	} else {
		const err6 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema40.type,
			parentSchema: schema40,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate113.errors = vErrors;
	return errors === 0;
}
validate113.evaluated = {
	"props": {
		"code": true,
		"message": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v30 = validate114;
function validate114(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate114.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern9.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^run_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^run_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema31,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema31.type,
			parentSchema: schema31,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate114.errors = vErrors;
	return errors === 0;
}
validate114.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v31 = validate115;
const schema50 = {
	"type": "object",
	"description": "One page of runs, newest first.",
	"required": ["data", "next_cursor"],
	"properties": {
		"data": {
			"type": "array",
			"maxItems": 100,
			"items": { "$ref": "#/components/schemas/Run" }
		},
		"next_cursor": { "oneOf": [{
			"type": "string",
			"minLength": 1,
			"maxLength": 512
		}, { "type": "null" }] }
	},
	"x-provenance": { "decided": { "reason": "Paginated like the job list." } }
};
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate115.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema50.required,
				parentSchema: schema50,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.next_cursor === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "next_cursor" },
				schema: schema50.required,
				parentSchema: schema50,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				if (data0.length > 100) {
					const err2 = {
						instancePath: instancePath + "/data",
						schemaPath: "#/properties/data/maxItems",
						keyword: "maxItems",
						params: { limit: 100 },
						schema: 100,
						parentSchema: schema50.properties.data,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate78(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
					errors = vErrors.length;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema50.properties.data.type,
					parentSchema: schema50.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.next_cursor !== void 0) {
			let data2 = data.next_cursor;
			const _errs5 = errors;
			let valid3 = false;
			let passing0 = null;
			const _errs6 = errors;
			if (typeof data2 === "string") {
				if (func0$1(data2) > 512) {
					const err4 = {
						instancePath: instancePath + "/next_cursor",
						schemaPath: "#/properties/next_cursor/oneOf/0/maxLength",
						keyword: "maxLength",
						params: { limit: 512 },
						schema: 512,
						parentSchema: schema50.properties.next_cursor.oneOf[0],
						data: data2
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				if (func0$1(data2) < 1) {
					const err5 = {
						instancePath: instancePath + "/next_cursor",
						schemaPath: "#/properties/next_cursor/oneOf/0/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema50.properties.next_cursor.oneOf[0],
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
			} else {
				const err6 = {
					instancePath: instancePath + "/next_cursor",
					schemaPath: "#/properties/next_cursor/oneOf/0/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.next_cursor.oneOf[0].type,
					parentSchema: schema50.properties.next_cursor.oneOf[0],
					data: data2
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			var _valid0 = _errs6 === errors;
			if (_valid0) {
				valid3 = true;
				passing0 = 0;
			}
			const _errs8 = errors;
			if (data2 !== null) {
				const err7 = {
					instancePath: instancePath + "/next_cursor",
					schemaPath: "#/properties/next_cursor/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema50.properties.next_cursor.oneOf[1].type,
					parentSchema: schema50.properties.next_cursor.oneOf[1],
					data: data2
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
			var _valid0 = _errs8 === errors;
			if (_valid0 && valid3) {
				valid3 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid3 = true;
				passing0 = 1;
			}
			if (!valid3) {
				const err8 = {
					instancePath: instancePath + "/next_cursor",
					schemaPath: "#/properties/next_cursor/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema50.properties.next_cursor.oneOf,
					parentSchema: schema50.properties.next_cursor,
					data: data2
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			} else {
				errors = _errs5;
				if (vErrors !== null) {
					if (_errs5) vErrors.length = _errs5;
					else vErrors = null;
				}
			}
		}
	} else {
		const err9 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema50.type,
			parentSchema: schema50,
			data
		};
		if (vErrors === null) vErrors = [err9];
		else vErrors.push(err9);
		errors++;
	}
	validate115.errors = vErrors;
	return errors === 0;
}
validate115.evaluated = {
	"props": {
		"data": true,
		"next_cursor": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v32 = validate117;
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate117.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema33.type,
			parentSchema: schema33,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "succeeded" || data === "failed")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema33.enum },
			schema: schema33.enum,
			parentSchema: schema33,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate117.errors = vErrors;
	return errors === 0;
}
validate117.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v33 = validate118;
function validate118(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate118.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.trigger === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "trigger" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.scheduled_at === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "scheduled_at" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.finished_at === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "finished_at" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.outcome === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "outcome" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.http_status === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "http_status" },
				schema: schema30.required,
				parentSchema: schema30,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate50$1(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate50$1.errors : vErrors.concat(validate50$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate52(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate45(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate45(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate56(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
				errors = vErrors.length;
			}
		}
		if (data.http_status !== void 0) {
			let data5 = data.http_status;
			const _errs7 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs8 = errors;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err6 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/0/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema30.properties.http_status.oneOf[0].type,
					parentSchema: schema30.properties.http_status.oneOf[0],
					data: data5
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 > 599 || isNaN(data5)) {
					const err7 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema30.properties.http_status.oneOf[0],
						data: data5
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
				if (data5 < 100 || isNaN(data5)) {
					const err8 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema30.properties.http_status.oneOf[0],
						data: data5
					};
					if (vErrors === null) vErrors = [err8];
					else vErrors.push(err8);
					errors++;
				}
			}
			var _valid0 = _errs8 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs10 = errors;
			if (data5 !== null) {
				const err9 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema30.properties.http_status.oneOf[1].type,
					parentSchema: schema30.properties.http_status.oneOf[1],
					data: data5
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
			var _valid0 = _errs10 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err10 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema30.properties.http_status.oneOf,
					parentSchema: schema30.properties.http_status,
					data: data5
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			} else {
				errors = _errs7;
				if (vErrors !== null) {
					if (_errs7) vErrors.length = _errs7;
					else vErrors = null;
				}
			}
		}
	} else {
		const err11 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema30.type,
			parentSchema: schema30,
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	}
	validate118.errors = vErrors;
	return errors === 0;
}
validate118.evaluated = {
	"props": {
		"id": true,
		"trigger": true,
		"scheduled_at": true,
		"finished_at": true,
		"outcome": true,
		"http_status": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v34 = validate124;
function validate124(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate124.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema32.type,
			parentSchema: schema32,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "schedule" || data === "manual")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema32.enum },
			schema: schema32.enum,
			parentSchema: schema32,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate124.errors = vErrors;
	return errors === 0;
}
validate124.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v35 = validate125;
const schema54 = {
	"type": "object",
	"description": "The next run times of a schedule, earliest first, in UTC.",
	"required": ["data"],
	"properties": { "data": {
		"type": "array",
		"minItems": 1,
		"maxItems": 20,
		"items": { "$ref": "#/components/schemas/Timestamp" }
	} },
	"x-provenance": { "decided": { "reason": "The `data` envelope of the lists; exactly `count` times, since an accepted schedule always has a next time." } }
};
function validate125(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate125.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema54.required,
				parentSchema: schema54,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				if (data0.length > 20) {
					const err1 = {
						instancePath: instancePath + "/data",
						schemaPath: "#/properties/data/maxItems",
						keyword: "maxItems",
						params: { limit: 20 },
						schema: 20,
						parentSchema: schema54.properties.data,
						data: data0
					};
					if (vErrors === null) vErrors = [err1];
					else vErrors.push(err1);
					errors++;
				}
				if (data0.length < 1) {
					const err2 = {
						instancePath: instancePath + "/data",
						schemaPath: "#/properties/data/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema54.properties.data,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate45(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
					errors = vErrors.length;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema54.properties.data.type,
					parentSchema: schema54.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
	} else {
		const err4 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema54.type,
			parentSchema: schema54,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate125.errors = vErrors;
	return errors === 0;
}
validate125.evaluated = {
	"props": { "data": true },
	"dynamicProps": false,
	"dynamicItems": false
};
const v36 = validate127;
const schema55 = {
	"type": "object",
	"description": "A schedule, as in `JobCreate`, and how many of its next times to show from when.",
	"required": ["schedule_type"],
	"properties": {
		"schedule_type": { "$ref": "#/components/schemas/ScheduleType" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": { "$ref": "#/components/schemas/TimeZone" },
		"count": {
			"type": "integer",
			"description": "How many times to return.",
			"minimum": 1,
			"maximum": 20,
			"default": 5
		},
		"from": {
			"description": "The times returned are after this instant; default now (the service's clock). Times are computed\nup to 9999-12-31T23:59:59.999Z, the last instant a timestamp can write, that instant included; a\nschedule with fewer than `count` times left after `from` answers 422 at `/from`.\n",
			"$ref": "#/components/schemas/Timestamp"
		}
	},
	"additionalProperties": false,
	"oneOf": [{ "$ref": "#/components/schemas/IntervalSchedule" }, { "$ref": "#/components/schemas/CronSchedule" }],
	"discriminator": { "propertyName": "schedule_type" },
	"x-provenance": { "decided": {
		"reason": "The schedule rules of JobCreate, so a preview validates exactly as a create; 20 times fill a form's hint, and `from` lets a client look at a daylight-saving change ahead.",
		"keywords": [
			"type",
			"required",
			"additionalProperties",
			"oneOf",
			"discriminator",
			"minimum",
			"maximum",
			"default"
		]
	} }
};
function validate127(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate127.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema55.required,
				parentSchema: schema55,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "schedule_type" || key0 === "interval_seconds" || key0 === "cron_expression" || key0 === "timezone" || key0 === "count" || key0 === "from")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema55,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.schedule_type !== void 0) {
			if (!validate34(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate23(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate15(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate18$1(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate18$1.errors : vErrors.concat(validate18$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.count !== void 0) {
			let data4 = data.count;
			if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
				const err2 = {
					instancePath: instancePath + "/count",
					schemaPath: "#/properties/count/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema55.properties.count.type,
					parentSchema: schema55.properties.count,
					data: data4
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (typeof data4 == "number" && isFinite(data4)) {
				if (data4 > 20 || isNaN(data4)) {
					const err3 = {
						instancePath: instancePath + "/count",
						schemaPath: "#/properties/count/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 20
						},
						schema: 20,
						parentSchema: schema55.properties.count,
						data: data4
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
				if (data4 < 1 || isNaN(data4)) {
					const err4 = {
						instancePath: instancePath + "/count",
						schemaPath: "#/properties/count/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema55.properties.count,
						data: data4
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			}
		}
		if (data.from !== void 0) {
			if (!validate45(data.from, {
				instancePath: instancePath + "/from",
				parentData: data,
				parentDataProperty: "from",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
				errors = vErrors.length;
			}
		}
		const tag0 = data.schedule_type;
		if (typeof tag0 == "string") {
			if (tag0 === "interval") {
				if (!validate22$1(data, {
					instancePath,
					parentData,
					parentDataProperty,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate22$1.errors : vErrors.concat(validate22$1.errors);
					errors = vErrors.length;
				}
			} else if (tag0 === "cron") {
				if (!validate16$1(data, {
					instancePath,
					parentData,
					parentDataProperty,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate16$1.errors : vErrors.concat(validate16$1.errors);
					errors = vErrors.length;
				}
			} else {
				const err5 = {
					instancePath,
					schemaPath: "#/discriminator",
					keyword: "discriminator",
					params: {
						error: "mapping",
						tag: "schedule_type",
						tagValue: tag0
					},
					schema: schema55.discriminator,
					parentSchema: schema55,
					data
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		} else {
			const err6 = {
				instancePath,
				schemaPath: "#/discriminator",
				keyword: "discriminator",
				params: {
					error: "tag",
					tag: "schedule_type",
					tagValue: tag0
				},
				schema: schema55.discriminator,
				parentSchema: schema55,
				data
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
	} else {
		const err7 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema55.type,
			parentSchema: schema55,
			data
		};
		if (vErrors === null) vErrors = [err7];
		else vErrors.push(err7);
		errors++;
	}
	validate127.errors = vErrors;
	return errors === 0;
}
validate127.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v37 = validate135;
function validate135(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate135.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema25$1.type,
			parentSchema: schema25$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "interval" || data === "cron")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema25$1.enum },
			schema: schema25$1.enum,
			parentSchema: schema25$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate135.errors = vErrors;
	return errors === 0;
}
validate135.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v38 = validate136;
function validate136(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate136.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema15$1.type,
			parentSchema: schema15$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	let valid0 = false;
	for (const v0 of schema15$1.enum) if (func10(data, v0)) {
		valid0 = true;
		break;
	}
	if (!valid0) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema15$1.enum },
			schema: schema15$1.enum,
			parentSchema: schema15$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate136.errors = vErrors;
	return errors === 0;
}
validate136.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v39 = validate137;
function validate137(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate137.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema27.type,
			parentSchema: schema27,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (typeof data == "number" && isFinite(data)) {
		if (data > 300 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 300
				},
				schema: 300,
				parentSchema: schema27,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data < 1 || isNaN(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/minimum",
				keyword: "minimum",
				params: {
					comparison: ">=",
					limit: 1
				},
				schema: 1,
				parentSchema: schema27,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate137.errors = vErrors;
	return errors === 0;
}
validate137.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v40 = validate138;
function validate138(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate138.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern8.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$" },
				schema: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
				parentSchema: schema29,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!formats6.validate(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "date-time" },
				schema: "date-time",
				parentSchema: schema29,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema29.type,
			parentSchema: schema29,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate138.errors = vErrors;
	return errors === 0;
}
validate138.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v41 = validate139;
const schema60 = {
	"description": "A 422 problem listing every violation found in the request body.",
	"allOf": [{ "$ref": "#/components/schemas/Problem" }, {
		"type": "object",
		"required": ["errors"],
		"properties": {
			"status": { "const": 422 },
			"errors": {
				"type": "array",
				"minItems": 1,
				"items": { "$ref": "#/components/schemas/FieldError" }
			}
		}
	}],
	"x-provenance": { "decided": { "reason": "Clients fix every field at once when every violation is listed." } }
};
function validate139(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate139.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!validate11(data, {
		instancePath,
		parentData,
		parentDataProperty,
		rootData,
		dynamicAnchors
	})) {
		vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
		errors = vErrors.length;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.errors === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/allOf/1/required",
				keyword: "required",
				params: { missingProperty: "errors" },
				schema: schema60.allOf[1].required,
				parentSchema: schema60.allOf[1],
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.status !== void 0) {
			let data0 = data.status;
			if (422 !== data0) {
				const err1 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/allOf/1/properties/status/const",
					keyword: "const",
					params: { allowedValue: 422 },
					schema: 422,
					parentSchema: schema60.allOf[1].properties.status,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.errors !== void 0) {
			let data1 = data.errors;
			if (Array.isArray(data1)) {
				if (data1.length < 1) {
					const err2 = {
						instancePath: instancePath + "/errors",
						schemaPath: "#/allOf/1/properties/errors/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema60.allOf[1].properties.errors,
						data: data1
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				const len0 = data1.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate20$1(data1[i0], {
					instancePath: instancePath + "/errors/" + i0,
					parentData: data1,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate20$1.errors : vErrors.concat(validate20$1.errors);
					errors = vErrors.length;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/errors",
					schemaPath: "#/allOf/1/properties/errors/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema60.allOf[1].properties.errors.type,
					parentSchema: schema60.allOf[1].properties.errors,
					data: data1
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
	} else {
		const err4 = {
			instancePath,
			schemaPath: "#/allOf/1/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema60.allOf[1].type,
			parentSchema: schema60.allOf[1],
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate139.errors = vErrors;
	return errors === 0;
}
validate139.evaluated = {
	"props": {
		"status": true,
		"errors": true,
		"type": true,
		"title": true,
		"detail": true,
		"instance": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v42 = validate142;
const schema61 = {
	"type": "string",
	"pattern": "^msg_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be msg_ followed by a 26-character ULID"
};
const pattern14 = /* @__PURE__ */ new RegExp("^msg_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate142.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern14.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^msg_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^msg_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema61,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema61.type,
			parentSchema: schema61,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate142.errors = vErrors;
	return errors === 0;
}
validate142.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v43 = validate143;
const schema62 = {
	"type": "string",
	"pattern": "^[0-9]{1,12}$",
	"x-error-detail": "must be a Unix time in whole seconds"
};
const pattern15 = /* @__PURE__ */ new RegExp("^[0-9]{1,12}$", "u");
function validate143(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate143.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern15.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[0-9]{1,12}$" },
				schema: "^[0-9]{1,12}$",
				parentSchema: schema62,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema62.type,
			parentSchema: schema62,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate143.errors = vErrors;
	return errors === 0;
}
validate143.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v44 = validate144;
const schema63 = {
	"type": "string",
	"pattern": "^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$",
	"x-error-detail": "must be one or more space-separated v1,<base64> signatures"
};
const pattern16 = /* @__PURE__ */ new RegExp("^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$", "u");
function validate144(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate144.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern16.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$" },
				schema: "^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$",
				parentSchema: schema63,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema63.type,
			parentSchema: schema63,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate144.errors = vErrors;
	return errors === 0;
}
validate144.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
// \0defaulting
const v0 = validate1;
const schema1 = {
	"type": "object",
	"description": "The fields accepted when a job is created (seed §2). Unknown fields are rejected with 422, because\na misspelt optional field would otherwise be silently ignored.\n\nDecision (seed §2 states each field's type, not what happens to a value of another type): such a\nvalue is refused with 422 at its pointer, never converted (`\"60\"` is not 60, `3600` is not\n`\"3600\"`), because a converted value is one the client did not send. The seed itself allows either\na refusal or the value kept with the stated type, which is all the `core` conformance profile asks.\n\nDecision (seed §2 rule 2 not shown): `name`, `url` and `schedule_type` are required, plus\n`interval_seconds` for `interval` (seed rule 1); `method` defaults to `GET`, `notify_on_failure` to\n`false` and `timeout_seconds` to 30.\n\nDecision (cron schedules): with `schedule_type: cron`, `cron_expression` is required, `timezone`\ndefaults to `UTC` and `interval_seconds` is refused; with `interval`, `cron_expression` and\n`timezone` are refused — a field that does not apply would be silently ignored otherwise. A cron\njob's first run is its expression's first time after `created_at`.\n",
	"required": [
		"name",
		"url",
		"schedule_type"
	],
	"properties": {
		"name": { "$ref": "#/components/schemas/JobName" },
		"url": { "$ref": "#/components/schemas/JobUrl" },
		"method": {
			"$ref": "#/components/schemas/HttpMethod",
			"default": "GET"
		},
		"schedule_type": { "$ref": "#/components/schemas/ScheduleType" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": { "$ref": "#/components/schemas/TimeZone" },
		"notify_on_failure": {
			"$ref": "#/components/schemas/NotifyOnFailure",
			"default": false
		},
		"timeout_seconds": {
			"$ref": "#/components/schemas/TimeoutSeconds",
			"default": 30
		}
	},
	"additionalProperties": false,
	"oneOf": [{ "$ref": "#/components/schemas/IntervalSchedule" }, { "$ref": "#/components/schemas/CronSchedule" }],
	"discriminator": { "propertyName": "schedule_type" },
	"x-provenance": {
		"seed": {
			"section": "2",
			"rule": 1,
			"keywords": ["type", "oneOf"]
		},
		"decided": {
			"reason": "Seed §2 rule 2 required fields and defaults not shown; the fields of each schedule type (IntervalSchedule, CronSchedule).",
			"keywords": [
				"required",
				"additionalProperties",
				"discriminator"
			]
		}
	}
};
const func0 = Object.prototype.hasOwnProperty;
const schema2 = {
	"type": "string",
	"description": "Human-readable label of the job (seed §2). 1–200 characters; need not be unique.",
	"minLength": 1,
	"maxLength": 200,
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type"]
		},
		"decided": {
			"reason": "Seed §2 rule 4 length limits not shown; 200 fits any label and rejects empty ones.",
			"keywords": ["minLength", "maxLength"]
		}
	}
};
const func1 = require_ucs2length().default;
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate2.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func1(data) > 200) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 200 },
				schema: 200,
				parentSchema: schema2,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (func1(data) < 1) {
			const err1 = {
				instancePath,
				schemaPath: "#/minLength",
				keyword: "minLength",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema2,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema2.type,
			parentSchema: schema2,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate2.errors = vErrors;
	return errors === 0;
}
validate2.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema3 = {
	"type": "string",
	"format": "uri",
	"description": "Absolute `http` or `https` URL the job calls (seed §2), at most 2,048 characters. Relative URLs and\nother schemes are rejected.\n",
	"maxLength": 2048,
	"pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+",
	"x-error-detail": "must be an absolute http or https URL",
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type", "format"]
		},
		"decided": {
			"reason": "Seed §2 rule 4 length not shown; 2,048 is what browsers and proxies reliably carry; only HTTP targets can be called.",
			"keywords": ["maxLength", "pattern"]
		}
	}
};
const formats0 = require_formats().fullFormats.uri;
const pattern0 = /* @__PURE__ */ new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+", "u");
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate4.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func1(data) > 2048) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 2048 },
				schema: 2048,
				parentSchema: schema3,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!pattern0.test(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+" },
				schema: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+",
				parentSchema: schema3,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (!formats0(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "uri" },
				schema: "uri",
				parentSchema: schema3,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	} else {
		const err3 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema3.type,
			parentSchema: schema3,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate4.errors = vErrors;
	return errors === 0;
}
validate4.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema4 = {
	"type": "string",
	"description": "HTTP method used for the call (seed §2). Runs send no request body.",
	"enum": [
		"GET",
		"POST",
		"PUT",
		"PATCH",
		"DELETE",
		"HEAD"
	],
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type"],
			"values": ["GET"]
		},
		"decided": {
			"reason": "Seed §2 rule 3 other methods not shown; the methods a webhook-style call uses.",
			"keywords": ["enum"]
		}
	}
};
function validate6(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate6.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema4.type,
			parentSchema: schema4,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "GET" || data === "POST" || data === "PUT" || data === "PATCH" || data === "DELETE" || data === "HEAD")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema4.enum },
			schema: schema4.enum,
			parentSchema: schema4,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate6.errors = vErrors;
	return errors === 0;
}
validate6.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema5 = {
	"type": "string",
	"description": "Kind of schedule (seed §2): `interval` runs every `interval_seconds`; `cron` runs at the times a\n`cron_expression` names, read in `timezone`.\n",
	"enum": ["interval", "cron"],
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type"],
			"values": ["interval"]
		},
		"decided": {
			"reason": "Seed §2 rule 3 other schedule types not shown; every hosted scheduler (Cloud Scheduler, EventBridge, cron-job.org, EasyCron) offers cron expressions with a time zone.",
			"keywords": ["enum"]
		}
	}
};
function validate8(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate8.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema5.type,
			parentSchema: schema5,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "interval" || data === "cron")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema5.enum },
			schema: schema5.enum,
			parentSchema: schema5,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate8.errors = vErrors;
	return errors === 0;
}
validate8.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema6 = {
	"type": "integer",
	"description": "Seconds between runs (seed §2), from 60 (one minute) to 31,536,000 (365 days).",
	"minimum": 60,
	"maximum": 31536e3,
	"x-provenance": {
		"seed": {
			"section": "2",
			"keywords": ["type"]
		},
		"decided": {
			"reason": "Seed §2 rule 4 limits not shown; schedulers work at one-minute granularity and a year is the longest sensible interval.",
			"keywords": ["minimum", "maximum"]
		}
	}
};
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate10.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema6.type,
			parentSchema: schema6,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (typeof data == "number" && isFinite(data)) {
		if (data > 31536e3 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 31536e3
				},
				schema: 31536e3,
				parentSchema: schema6,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data < 60 || isNaN(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/minimum",
				keyword: "minimum",
				params: {
					comparison: ">=",
					limit: 60
				},
				schema: 60,
				parentSchema: schema6,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate10.errors = vErrors;
	return errors === 0;
}
validate10.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema7 = {
	"type": "string",
	"description": "A classic five-field cron expression — minute (0–59), hour (0–23), day of month (1–31), month\n(1–12 or `JAN`–`DEC`), day of week (0–7 or `SUN`–`SAT`; 0 and 7 are Sunday) — separated by\nspaces. Each field is `*`, a value, a range `a-b`, a step `*/n` or `a-b/n`, or a comma-separated\nlist of those; names are case-insensitive. Or one of the macros `@hourly`, `@daily` (also\n`@midnight`), `@weekly` (Sunday 00:00), `@monthly`, `@yearly` (also `@annually`).\n\nDecisions:\n- **Five fields only**: no seconds or year field and none of the non-standard `L`, `W`, `#`, `?`\n  or `+` (Quartz and croner extensions), because an expression must mean the same in every crontab.\n  `@reboot` has no meaning for a hosted scheduler and is refused. `@annually` and `@midnight` are\n  accepted because Vixie cron accepts them and users paste from crontabs.\n- **Day of month and day of week** follow classic (Vixie) cron: when both are restricted (neither is\n  a lone `*`), a day matches when **either** matches — `0 0 13 * 5` runs on every 13th and every\n  Friday. When one is `*`, only the other restricts. A step such as `*/2` counts as restricted\n  (Vixie cron alone treats a field that starts with `*` as unrestricted; croner, cron-parser and\n  most schedulers do not).\n- **Steps** start at the range's first value (`*/15` is 0, 15, 30, 45), and a step is at least 1.\n  A step after a single value (`5/15`) is refused: write `5-59/15`.\n- An expression that matches no date at all (`0 0 30 2 *`) is refused, because it would never run.\n- Every violation answers 422 at `/cron_expression` with a detail that names the field and the\n  value, e.g. `minute 61 is out of range 0–59`.\n- **The schema says all of it**: `pattern` accepts exactly the expressions above — each field's\n  values and names, steps from 1 to the field's span, ranges that run forwards, numbers with\n  leading zeros (`007` is 7) — and `not` refuses those that never run (days 30 and 31 only in\n  February, day 31 only in months of 30 days or fewer, with the day of week `*`). Both are written\n  by `npm run spec:schedules` from the field table the mock checks expressions with, so a tool that\n  generates values from this schema (Schemathesis) sends only expressions the service takes.\n",
	"minLength": 1,
	"maxLength": 200,
	"pattern": "^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$",
	"not": {
		"pattern": "^(?:[^ ]+ +[^ ]+ +(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]))(?:,(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1])))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb])))* +\\*|[^ ]+ +[^ ]+ +(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31))(?:,(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv])))* +\\*)$",
		"x-error-detail": "never runs: its days of month fall in none of its months, and its day of week is *"
	},
	"x-error-detail": "must be five fields (minute hour day-of-month month day-of-week) separated by spaces, each value in its range, or one of @hourly, @daily, @midnight, @weekly, @monthly, @yearly, @annually",
	"x-provenance": { "decided": {
		"reason": "Seed §2 rule 3 other schedule types not shown; the five fields of POSIX and Vixie cron are what every scheduler and every user knows.",
		"keywords": [
			"type",
			"minLength",
			"maxLength",
			"pattern",
			"not"
		]
	} },
	"examples": [
		"0 9 * * 1-5",
		"*/15 * * * *",
		"@daily"
	]
};
const pattern1 = /* @__PURE__ */ new RegExp("^(?:[^ ]+ +[^ ]+ +(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]))(?:,(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1])))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb])))* +\\*|[^ ]+ +[^ ]+ +(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31))(?:,(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv])))* +\\*)$", "u");
const pattern2 = /* @__PURE__ */ new RegExp("^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$", "u");
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate12.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs1 = errors;
	const _errs2 = errors;
	if (typeof data === "string") {
		if (!pattern1.test(data)) {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	}
	if (_errs2 === errors) {
		const err1 = {
			instancePath,
			schemaPath: "#/not",
			keyword: "not",
			params: {},
			schema: schema7.not,
			parentSchema: schema7,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	} else {
		errors = _errs1;
		if (vErrors !== null) {
			if (_errs1) vErrors.length = _errs1;
			else vErrors = null;
		}
	}
	if (typeof data === "string") {
		if (func1(data) > 200) {
			const err2 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 200 },
				schema: 200,
				parentSchema: schema7,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (func1(data) < 1) {
			const err3 = {
				instancePath,
				schemaPath: "#/minLength",
				keyword: "minLength",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema7,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (!pattern2.test(data)) {
			const err4 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$" },
				schema: "^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$",
				parentSchema: schema7,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema7.type,
			parentSchema: schema7,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate12.errors = vErrors;
	return errors === 0;
}
validate12.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema8 = {
	"type": "string",
	"description": "An IANA time-zone name (tz database), e.g. `Europe/Berlin`, `America/New_York`, `UTC`. A cron job's\ntimes are computed in this zone; `next_run_at` and every other timestamp stay UTC.\n\nDecisions:\n- **The names are the `enum`**: every name of the tz database (release 2026c) that the ECMAScript\n  `Intl` of the mock's runtime knows, its backward-compatible aliases included (`Etc/UTC`,\n  `US/Eastern`, `Asia/Kolkata` and `Asia/Calcutta`), because users copy them from their systems;\n  spelt as the tz database spells them (`Europe/Berlin`, not `europe/berlin`), so every tool that\n  reads this schema — generated clients, validators, Schemathesis — checks the same list the\n  service does. The list is written by `npm run spec:schedules`; a name a later tz release adds\n  joins it in a later release of this document (a wider request enum breaks no client). The job\n  keeps the name as sent. Fixed UTC offsets (`+05:00`) are not zone names and are refused: they\n  would not follow daylight saving time. An unknown name answers 422 at `/timezone`, e.g.\n  `\"Mars/Olympus\" is not a known IANA time zone` (a name in another letter case is told its\n  spelling).\n- **Daylight saving time** follows Vixie cron. A *fixed-time* job (no `*` and no step in its minute\n  and hour fields, e.g. `30 1 * * *` or `0 9,17 * * *`):\n  when its local time occurs twice (fall back), it runs **once**, at the first occurrence; when its\n  local time does not exist (spring forward), it runs at the first valid time after the gap, the same\n  day (`30 2 * * *` in New York runs at 03:00 EDT on the spring-forward day). An *interval* job\n  (`*` or a step in minute or hour, e.g. `*/15 * * * *`) keeps running through real time: it runs\n  in both passes of a repeated hour and has no runs in a skipped hour.\n",
	"enum": [
		"Africa/Abidjan",
		"Africa/Accra",
		"Africa/Addis_Ababa",
		"Africa/Algiers",
		"Africa/Asmara",
		"Africa/Asmera",
		"Africa/Bamako",
		"Africa/Bangui",
		"Africa/Banjul",
		"Africa/Bissau",
		"Africa/Blantyre",
		"Africa/Brazzaville",
		"Africa/Bujumbura",
		"Africa/Cairo",
		"Africa/Casablanca",
		"Africa/Ceuta",
		"Africa/Conakry",
		"Africa/Dakar",
		"Africa/Dar_es_Salaam",
		"Africa/Djibouti",
		"Africa/Douala",
		"Africa/El_Aaiun",
		"Africa/Freetown",
		"Africa/Gaborone",
		"Africa/Harare",
		"Africa/Johannesburg",
		"Africa/Juba",
		"Africa/Kampala",
		"Africa/Khartoum",
		"Africa/Kigali",
		"Africa/Kinshasa",
		"Africa/Lagos",
		"Africa/Libreville",
		"Africa/Lome",
		"Africa/Luanda",
		"Africa/Lubumbashi",
		"Africa/Lusaka",
		"Africa/Malabo",
		"Africa/Maputo",
		"Africa/Maseru",
		"Africa/Mbabane",
		"Africa/Mogadishu",
		"Africa/Monrovia",
		"Africa/Nairobi",
		"Africa/Ndjamena",
		"Africa/Niamey",
		"Africa/Nouakchott",
		"Africa/Ouagadougou",
		"Africa/Porto-Novo",
		"Africa/Sao_Tome",
		"Africa/Timbuktu",
		"Africa/Tripoli",
		"Africa/Tunis",
		"Africa/Windhoek",
		"America/Adak",
		"America/Anchorage",
		"America/Anguilla",
		"America/Antigua",
		"America/Araguaina",
		"America/Argentina/Buenos_Aires",
		"America/Argentina/Catamarca",
		"America/Argentina/ComodRivadavia",
		"America/Argentina/Cordoba",
		"America/Argentina/Jujuy",
		"America/Argentina/La_Rioja",
		"America/Argentina/Mendoza",
		"America/Argentina/Rio_Gallegos",
		"America/Argentina/Salta",
		"America/Argentina/San_Juan",
		"America/Argentina/San_Luis",
		"America/Argentina/Tucuman",
		"America/Argentina/Ushuaia",
		"America/Aruba",
		"America/Asuncion",
		"America/Atikokan",
		"America/Atka",
		"America/Bahia",
		"America/Bahia_Banderas",
		"America/Barbados",
		"America/Belem",
		"America/Belize",
		"America/Blanc-Sablon",
		"America/Boa_Vista",
		"America/Bogota",
		"America/Boise",
		"America/Buenos_Aires",
		"America/Cambridge_Bay",
		"America/Campo_Grande",
		"America/Cancun",
		"America/Caracas",
		"America/Catamarca",
		"America/Cayenne",
		"America/Cayman",
		"America/Chicago",
		"America/Chihuahua",
		"America/Ciudad_Juarez",
		"America/Coral_Harbour",
		"America/Cordoba",
		"America/Costa_Rica",
		"America/Coyhaique",
		"America/Creston",
		"America/Cuiaba",
		"America/Curacao",
		"America/Danmarkshavn",
		"America/Dawson",
		"America/Dawson_Creek",
		"America/Denver",
		"America/Detroit",
		"America/Dominica",
		"America/Edmonton",
		"America/Eirunepe",
		"America/El_Salvador",
		"America/Ensenada",
		"America/Fort_Nelson",
		"America/Fort_Wayne",
		"America/Fortaleza",
		"America/Glace_Bay",
		"America/Godthab",
		"America/Goose_Bay",
		"America/Grand_Turk",
		"America/Grenada",
		"America/Guadeloupe",
		"America/Guatemala",
		"America/Guayaquil",
		"America/Guyana",
		"America/Halifax",
		"America/Havana",
		"America/Hermosillo",
		"America/Indiana/Indianapolis",
		"America/Indiana/Knox",
		"America/Indiana/Marengo",
		"America/Indiana/Petersburg",
		"America/Indiana/Tell_City",
		"America/Indiana/Vevay",
		"America/Indiana/Vincennes",
		"America/Indiana/Winamac",
		"America/Indianapolis",
		"America/Inuvik",
		"America/Iqaluit",
		"America/Jamaica",
		"America/Jujuy",
		"America/Juneau",
		"America/Kentucky/Louisville",
		"America/Kentucky/Monticello",
		"America/Knox_IN",
		"America/Kralendijk",
		"America/La_Paz",
		"America/Lima",
		"America/Los_Angeles",
		"America/Louisville",
		"America/Lower_Princes",
		"America/Maceio",
		"America/Managua",
		"America/Manaus",
		"America/Marigot",
		"America/Martinique",
		"America/Matamoros",
		"America/Mazatlan",
		"America/Mendoza",
		"America/Menominee",
		"America/Merida",
		"America/Metlakatla",
		"America/Mexico_City",
		"America/Miquelon",
		"America/Moncton",
		"America/Monterrey",
		"America/Montevideo",
		"America/Montreal",
		"America/Montserrat",
		"America/Nassau",
		"America/New_York",
		"America/Nipigon",
		"America/Nome",
		"America/Noronha",
		"America/North_Dakota/Beulah",
		"America/North_Dakota/Center",
		"America/North_Dakota/New_Salem",
		"America/Nuuk",
		"America/Ojinaga",
		"America/Panama",
		"America/Pangnirtung",
		"America/Paramaribo",
		"America/Phoenix",
		"America/Port-au-Prince",
		"America/Port_of_Spain",
		"America/Porto_Acre",
		"America/Porto_Velho",
		"America/Puerto_Rico",
		"America/Punta_Arenas",
		"America/Rainy_River",
		"America/Rankin_Inlet",
		"America/Recife",
		"America/Regina",
		"America/Resolute",
		"America/Rio_Branco",
		"America/Rosario",
		"America/Santa_Isabel",
		"America/Santarem",
		"America/Santiago",
		"America/Santo_Domingo",
		"America/Sao_Paulo",
		"America/Scoresbysund",
		"America/Shiprock",
		"America/Sitka",
		"America/St_Barthelemy",
		"America/St_Johns",
		"America/St_Kitts",
		"America/St_Lucia",
		"America/St_Thomas",
		"America/St_Vincent",
		"America/Swift_Current",
		"America/Tegucigalpa",
		"America/Thule",
		"America/Thunder_Bay",
		"America/Tijuana",
		"America/Toronto",
		"America/Tortola",
		"America/Vancouver",
		"America/Virgin",
		"America/Whitehorse",
		"America/Winnipeg",
		"America/Yakutat",
		"America/Yellowknife",
		"Antarctica/Casey",
		"Antarctica/Davis",
		"Antarctica/DumontDUrville",
		"Antarctica/Macquarie",
		"Antarctica/Mawson",
		"Antarctica/McMurdo",
		"Antarctica/Palmer",
		"Antarctica/Rothera",
		"Antarctica/South_Pole",
		"Antarctica/Syowa",
		"Antarctica/Troll",
		"Antarctica/Vostok",
		"Arctic/Longyearbyen",
		"Asia/Aden",
		"Asia/Almaty",
		"Asia/Amman",
		"Asia/Anadyr",
		"Asia/Aqtau",
		"Asia/Aqtobe",
		"Asia/Ashgabat",
		"Asia/Ashkhabad",
		"Asia/Atyrau",
		"Asia/Baghdad",
		"Asia/Bahrain",
		"Asia/Baku",
		"Asia/Bangkok",
		"Asia/Barnaul",
		"Asia/Beirut",
		"Asia/Bishkek",
		"Asia/Brunei",
		"Asia/Calcutta",
		"Asia/Chita",
		"Asia/Choibalsan",
		"Asia/Chongqing",
		"Asia/Chungking",
		"Asia/Colombo",
		"Asia/Dacca",
		"Asia/Damascus",
		"Asia/Dhaka",
		"Asia/Dili",
		"Asia/Dubai",
		"Asia/Dushanbe",
		"Asia/Famagusta",
		"Asia/Gaza",
		"Asia/Harbin",
		"Asia/Hebron",
		"Asia/Ho_Chi_Minh",
		"Asia/Hong_Kong",
		"Asia/Hovd",
		"Asia/Irkutsk",
		"Asia/Istanbul",
		"Asia/Jakarta",
		"Asia/Jayapura",
		"Asia/Jerusalem",
		"Asia/Kabul",
		"Asia/Kamchatka",
		"Asia/Karachi",
		"Asia/Kashgar",
		"Asia/Kathmandu",
		"Asia/Katmandu",
		"Asia/Khandyga",
		"Asia/Kolkata",
		"Asia/Krasnoyarsk",
		"Asia/Kuala_Lumpur",
		"Asia/Kuching",
		"Asia/Kuwait",
		"Asia/Macao",
		"Asia/Macau",
		"Asia/Magadan",
		"Asia/Makassar",
		"Asia/Manila",
		"Asia/Muscat",
		"Asia/Nicosia",
		"Asia/Novokuznetsk",
		"Asia/Novosibirsk",
		"Asia/Omsk",
		"Asia/Oral",
		"Asia/Phnom_Penh",
		"Asia/Pontianak",
		"Asia/Pyongyang",
		"Asia/Qatar",
		"Asia/Qostanay",
		"Asia/Qyzylorda",
		"Asia/Rangoon",
		"Asia/Riyadh",
		"Asia/Saigon",
		"Asia/Sakhalin",
		"Asia/Samarkand",
		"Asia/Seoul",
		"Asia/Shanghai",
		"Asia/Singapore",
		"Asia/Srednekolymsk",
		"Asia/Taipei",
		"Asia/Tashkent",
		"Asia/Tbilisi",
		"Asia/Tehran",
		"Asia/Tel_Aviv",
		"Asia/Thimbu",
		"Asia/Thimphu",
		"Asia/Tokyo",
		"Asia/Tomsk",
		"Asia/Ujung_Pandang",
		"Asia/Ulaanbaatar",
		"Asia/Ulan_Bator",
		"Asia/Urumqi",
		"Asia/Ust-Nera",
		"Asia/Vientiane",
		"Asia/Vladivostok",
		"Asia/Yakutsk",
		"Asia/Yangon",
		"Asia/Yekaterinburg",
		"Asia/Yerevan",
		"Atlantic/Azores",
		"Atlantic/Bermuda",
		"Atlantic/Canary",
		"Atlantic/Cape_Verde",
		"Atlantic/Faeroe",
		"Atlantic/Faroe",
		"Atlantic/Jan_Mayen",
		"Atlantic/Madeira",
		"Atlantic/Reykjavik",
		"Atlantic/South_Georgia",
		"Atlantic/St_Helena",
		"Atlantic/Stanley",
		"Australia/ACT",
		"Australia/Adelaide",
		"Australia/Brisbane",
		"Australia/Broken_Hill",
		"Australia/Canberra",
		"Australia/Currie",
		"Australia/Darwin",
		"Australia/Eucla",
		"Australia/Hobart",
		"Australia/LHI",
		"Australia/Lindeman",
		"Australia/Lord_Howe",
		"Australia/Melbourne",
		"Australia/NSW",
		"Australia/North",
		"Australia/Perth",
		"Australia/Queensland",
		"Australia/South",
		"Australia/Sydney",
		"Australia/Tasmania",
		"Australia/Victoria",
		"Australia/West",
		"Australia/Yancowinna",
		"Brazil/Acre",
		"Brazil/DeNoronha",
		"Brazil/East",
		"Brazil/West",
		"CET",
		"CST6CDT",
		"Canada/Atlantic",
		"Canada/Central",
		"Canada/Eastern",
		"Canada/Mountain",
		"Canada/Newfoundland",
		"Canada/Pacific",
		"Canada/Saskatchewan",
		"Canada/Yukon",
		"Chile/Continental",
		"Chile/EasterIsland",
		"Cuba",
		"EET",
		"EST",
		"EST5EDT",
		"Egypt",
		"Eire",
		"Etc/GMT",
		"Etc/GMT+0",
		"Etc/GMT+1",
		"Etc/GMT+10",
		"Etc/GMT+11",
		"Etc/GMT+12",
		"Etc/GMT+2",
		"Etc/GMT+3",
		"Etc/GMT+4",
		"Etc/GMT+5",
		"Etc/GMT+6",
		"Etc/GMT+7",
		"Etc/GMT+8",
		"Etc/GMT+9",
		"Etc/GMT-0",
		"Etc/GMT-1",
		"Etc/GMT-10",
		"Etc/GMT-11",
		"Etc/GMT-12",
		"Etc/GMT-13",
		"Etc/GMT-14",
		"Etc/GMT-2",
		"Etc/GMT-3",
		"Etc/GMT-4",
		"Etc/GMT-5",
		"Etc/GMT-6",
		"Etc/GMT-7",
		"Etc/GMT-8",
		"Etc/GMT-9",
		"Etc/GMT0",
		"Etc/Greenwich",
		"Etc/UCT",
		"Etc/UTC",
		"Etc/Universal",
		"Etc/Zulu",
		"Europe/Amsterdam",
		"Europe/Andorra",
		"Europe/Astrakhan",
		"Europe/Athens",
		"Europe/Belfast",
		"Europe/Belgrade",
		"Europe/Berlin",
		"Europe/Bratislava",
		"Europe/Brussels",
		"Europe/Bucharest",
		"Europe/Budapest",
		"Europe/Busingen",
		"Europe/Chisinau",
		"Europe/Copenhagen",
		"Europe/Dublin",
		"Europe/Gibraltar",
		"Europe/Guernsey",
		"Europe/Helsinki",
		"Europe/Isle_of_Man",
		"Europe/Istanbul",
		"Europe/Jersey",
		"Europe/Kaliningrad",
		"Europe/Kiev",
		"Europe/Kirov",
		"Europe/Kyiv",
		"Europe/Lisbon",
		"Europe/Ljubljana",
		"Europe/London",
		"Europe/Luxembourg",
		"Europe/Madrid",
		"Europe/Malta",
		"Europe/Mariehamn",
		"Europe/Minsk",
		"Europe/Monaco",
		"Europe/Moscow",
		"Europe/Nicosia",
		"Europe/Oslo",
		"Europe/Paris",
		"Europe/Podgorica",
		"Europe/Prague",
		"Europe/Riga",
		"Europe/Rome",
		"Europe/Samara",
		"Europe/San_Marino",
		"Europe/Sarajevo",
		"Europe/Saratov",
		"Europe/Simferopol",
		"Europe/Skopje",
		"Europe/Sofia",
		"Europe/Stockholm",
		"Europe/Tallinn",
		"Europe/Tirane",
		"Europe/Tiraspol",
		"Europe/Ulyanovsk",
		"Europe/Uzhgorod",
		"Europe/Vaduz",
		"Europe/Vatican",
		"Europe/Vienna",
		"Europe/Vilnius",
		"Europe/Volgograd",
		"Europe/Warsaw",
		"Europe/Zagreb",
		"Europe/Zaporozhye",
		"Europe/Zurich",
		"GB",
		"GB-Eire",
		"GMT",
		"GMT+0",
		"GMT-0",
		"GMT0",
		"Greenwich",
		"HST",
		"Hongkong",
		"Iceland",
		"Indian/Antananarivo",
		"Indian/Chagos",
		"Indian/Christmas",
		"Indian/Cocos",
		"Indian/Comoro",
		"Indian/Kerguelen",
		"Indian/Mahe",
		"Indian/Maldives",
		"Indian/Mauritius",
		"Indian/Mayotte",
		"Indian/Reunion",
		"Iran",
		"Israel",
		"Jamaica",
		"Japan",
		"Kwajalein",
		"Libya",
		"MET",
		"MST",
		"MST7MDT",
		"Mexico/BajaNorte",
		"Mexico/BajaSur",
		"Mexico/General",
		"NZ",
		"NZ-CHAT",
		"Navajo",
		"PRC",
		"PST8PDT",
		"Pacific/Apia",
		"Pacific/Auckland",
		"Pacific/Bougainville",
		"Pacific/Chatham",
		"Pacific/Chuuk",
		"Pacific/Easter",
		"Pacific/Efate",
		"Pacific/Enderbury",
		"Pacific/Fakaofo",
		"Pacific/Fiji",
		"Pacific/Funafuti",
		"Pacific/Galapagos",
		"Pacific/Gambier",
		"Pacific/Guadalcanal",
		"Pacific/Guam",
		"Pacific/Honolulu",
		"Pacific/Johnston",
		"Pacific/Kanton",
		"Pacific/Kiritimati",
		"Pacific/Kosrae",
		"Pacific/Kwajalein",
		"Pacific/Majuro",
		"Pacific/Marquesas",
		"Pacific/Midway",
		"Pacific/Nauru",
		"Pacific/Niue",
		"Pacific/Norfolk",
		"Pacific/Noumea",
		"Pacific/Pago_Pago",
		"Pacific/Palau",
		"Pacific/Pitcairn",
		"Pacific/Pohnpei",
		"Pacific/Ponape",
		"Pacific/Port_Moresby",
		"Pacific/Rarotonga",
		"Pacific/Saipan",
		"Pacific/Samoa",
		"Pacific/Tahiti",
		"Pacific/Tarawa",
		"Pacific/Tongatapu",
		"Pacific/Truk",
		"Pacific/Wake",
		"Pacific/Wallis",
		"Pacific/Yap",
		"Poland",
		"Portugal",
		"ROC",
		"ROK",
		"Singapore",
		"Turkey",
		"UCT",
		"US/Alaska",
		"US/Aleutian",
		"US/Arizona",
		"US/Central",
		"US/East-Indiana",
		"US/Eastern",
		"US/Hawaii",
		"US/Indiana-Starke",
		"US/Michigan",
		"US/Mountain",
		"US/Pacific",
		"US/Samoa",
		"UTC",
		"Universal",
		"W-SU",
		"WET",
		"Zulu"
	],
	"x-error-detail": "must be an IANA time zone name such as Europe/Berlin or UTC (not an offset)",
	"x-provenance": { "decided": {
		"reason": "Seed §2 rule 3 not shown; IANA names are what Cloud Scheduler, EventBridge and EasyCron take, and only a named zone knows its daylight-saving rules.",
		"keywords": ["type", "enum"]
	} },
	"examples": ["America/New_York", "UTC"]
};
const func6 = require_equal().default;
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate14.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema8.type,
			parentSchema: schema8,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	let valid0 = false;
	for (const v0 of schema8.enum) if (func6(data, v0)) {
		valid0 = true;
		break;
	}
	if (!valid0) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema8.enum },
			schema: schema8.enum,
			parentSchema: schema8,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate14.errors = vErrors;
	return errors === 0;
}
validate14.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema9 = {
	"type": "boolean",
	"description": "When true, each failed run sends the `jobRunFailed` notification (seed §2).",
	"x-provenance": { "seed": {
		"section": "2",
		"keywords": ["type"]
	} }
};
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate16.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "boolean") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "boolean" },
			schema: schema9.type,
			parentSchema: schema9,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate16.errors = vErrors;
	return errors === 0;
}
validate16.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema10 = {
	"type": "integer",
	"description": "Seconds a run waits for the target's answer before it fails as a timeout.",
	"minimum": 1,
	"maximum": 300,
	"x-provenance": { "decided": {
		"reason": "Seed §1 time-outs not shown; 30 s default as cron-job.org, 5 min cap so a run never outlives a one-minute schedule by much.",
		"keywords": [
			"type",
			"minimum",
			"maximum"
		]
	} }
};
function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate18.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema10.type,
			parentSchema: schema10,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (typeof data == "number" && isFinite(data)) {
		if (data > 300 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 300
				},
				schema: 300,
				parentSchema: schema10,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data < 1 || isNaN(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/minimum",
				keyword: "minimum",
				params: {
					comparison: ">=",
					limit: 1
				},
				schema: 1,
				parentSchema: schema10,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate18.errors = vErrors;
	return errors === 0;
}
validate18.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema11 = {
	"type": "object",
	"description": "The schedule fields of an `interval` job (in `JobCreate` and `SchedulePreviewRequest`): `interval_seconds`\nis required (seed §2 rule 1), `cron_expression` and `timezone` are refused.\n\nDecision (one schema per schedule type, chosen by `discriminator`): the bodies are a union on\n`schedule_type`, so generated client types refuse an interval job without `interval_seconds` or with\ncron fields before it is sent. A validator that honours `discriminator` (ajv's `discriminator`\noption, the mock's) checks only the branch `schedule_type` names, so a 422 names the same pointers\nas one flat schema would; the fields common to both types stay on the body schema itself.\n",
	"required": ["schedule_type", "interval_seconds"],
	"properties": {
		"schedule_type": { "const": "interval" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": {
			"not": {},
			"x-error-detail": "is not allowed when schedule_type is interval"
		},
		"timezone": {
			"not": {},
			"x-error-detail": "is not allowed when schedule_type is interval"
		}
	},
	"x-provenance": {
		"seed": {
			"section": "2",
			"rule": 1,
			"keywords": ["required"]
		},
		"decided": {
			"reason": "A field that does not apply to the schedule type would otherwise be silently ignored; one branch per type gives clients a union type.",
			"keywords": [
				"type",
				"properties",
				"const",
				"not"
			]
		}
	}
};
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate20.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema11.required,
				parentSchema: schema11,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.interval_seconds === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "interval_seconds" },
				schema: schema11.required,
				parentSchema: schema11,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.schedule_type !== void 0) {
			let data0 = data.schedule_type;
			if ("interval" !== data0) {
				const err2 = {
					instancePath: instancePath + "/schedule_type",
					schemaPath: "#/properties/schedule_type/const",
					keyword: "const",
					params: { allowedValue: "interval" },
					schema: "interval",
					parentSchema: schema11.properties.schedule_type,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate10(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			const err3 = {
				instancePath: instancePath + "/cron_expression",
				schemaPath: "#/properties/cron_expression/not",
				keyword: "not",
				params: {},
				schema: schema11.properties.cron_expression.not,
				parentSchema: schema11.properties.cron_expression,
				data: data.cron_expression
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.timezone !== void 0) {
			const err4 = {
				instancePath: instancePath + "/timezone",
				schemaPath: "#/properties/timezone/not",
				keyword: "not",
				params: {},
				schema: schema11.properties.timezone.not,
				parentSchema: schema11.properties.timezone,
				data: data.timezone
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema11.type,
			parentSchema: schema11,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate20.errors = vErrors;
	return errors === 0;
}
validate20.evaluated = {
	"props": {
		"schedule_type": true,
		"interval_seconds": true,
		"cron_expression": true,
		"timezone": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const schema12 = {
	"type": "object",
	"description": "The schedule fields of a `cron` job (in `JobCreate` and `SchedulePreviewRequest`) — `cron_expression` is required, `timezone` defaults to `UTC` and `interval_seconds` is refused.",
	"required": ["schedule_type", "cron_expression"],
	"properties": {
		"schedule_type": { "const": "cron" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": {
			"$ref": "#/components/schemas/TimeZone",
			"default": "UTC"
		},
		"interval_seconds": {
			"not": {},
			"x-error-detail": "is not allowed when schedule_type is cron"
		}
	},
	"x-provenance": { "decided": {
		"reason": "A cron schedule is its expression; UTC is the zone every scheduler defaults to (Cloud Scheduler, EasyCron).",
		"keywords": [
			"type",
			"required",
			"properties",
			"const",
			"default",
			"not"
		]
	} }
};
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate22.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.timezone === void 0) data.timezone = "UTC";
		if (data.schedule_type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema12.required,
				parentSchema: schema12,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.cron_expression === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "cron_expression" },
				schema: schema12.required,
				parentSchema: schema12,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.schedule_type !== void 0) {
			let data0 = data.schedule_type;
			if ("cron" !== data0) {
				const err2 = {
					instancePath: instancePath + "/schedule_type",
					schemaPath: "#/properties/schedule_type/const",
					keyword: "const",
					params: { allowedValue: "cron" },
					schema: "cron",
					parentSchema: schema12.properties.schedule_type,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate12(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
				errors = vErrors.length;
			}
		}
		if (!validate14(data.timezone, {
			instancePath: instancePath + "/timezone",
			parentData: data,
			parentDataProperty: "timezone",
			rootData,
			dynamicAnchors
		})) {
			vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
			errors = vErrors.length;
		}
		if (data.interval_seconds !== void 0) {
			const err3 = {
				instancePath: instancePath + "/interval_seconds",
				schemaPath: "#/properties/interval_seconds/not",
				keyword: "not",
				params: {},
				schema: schema12.properties.interval_seconds.not,
				parentSchema: schema12.properties.interval_seconds,
				data: data.interval_seconds
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
	} else {
		const err4 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema12.type,
			parentSchema: schema12,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate22.errors = vErrors;
	return errors === 0;
}
validate22.evaluated = {
	"props": {
		"schedule_type": true,
		"cron_expression": true,
		"timezone": true,
		"interval_seconds": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.method === void 0) data.method = "GET";
		if (data.notify_on_failure === void 0) data.notify_on_failure = false;
		if (data.timeout_seconds === void 0) data.timeout_seconds = 30;
		if (data.name === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "name" },
				schema: schema1.required,
				parentSchema: schema1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.url === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "url" },
				schema: schema1.required,
				parentSchema: schema1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.schedule_type === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema1.required,
				parentSchema: schema1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		for (const key0 in data) if (!func0.call(schema1.properties, key0)) {
			const err3 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema1,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.name !== void 0) {
			if (!validate2(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
				errors = vErrors.length;
			}
		}
		if (data.url !== void 0) {
			if (!validate4(data.url, {
				instancePath: instancePath + "/url",
				parentData: data,
				parentDataProperty: "url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
				errors = vErrors.length;
			}
		}
		if (!validate6(data.method, {
			instancePath: instancePath + "/method",
			parentData: data,
			parentDataProperty: "method",
			rootData,
			dynamicAnchors
		})) {
			vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
			errors = vErrors.length;
		}
		if (data.schedule_type !== void 0) {
			if (!validate8(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate10(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate12(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate14(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
				errors = vErrors.length;
			}
		}
		if (!validate16(data.notify_on_failure, {
			instancePath: instancePath + "/notify_on_failure",
			parentData: data,
			parentDataProperty: "notify_on_failure",
			rootData,
			dynamicAnchors
		})) {
			vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
			errors = vErrors.length;
		}
		if (!validate18(data.timeout_seconds, {
			instancePath: instancePath + "/timeout_seconds",
			parentData: data,
			parentDataProperty: "timeout_seconds",
			rootData,
			dynamicAnchors
		})) {
			vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
			errors = vErrors.length;
		}
		const tag0 = data.schedule_type;
		if (typeof tag0 == "string") {
			if (tag0 === "interval") {
				if (!validate20(data, {
					instancePath,
					parentData,
					parentDataProperty,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
					errors = vErrors.length;
				}
			} else if (tag0 === "cron") {
				if (!validate22(data, {
					instancePath,
					parentData,
					parentDataProperty,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
					errors = vErrors.length;
				}
			} else {
				const err4 = {
					instancePath,
					schemaPath: "#/discriminator",
					keyword: "discriminator",
					params: {
						error: "mapping",
						tag: "schedule_type",
						tagValue: tag0
					},
					schema: schema1.discriminator,
					parentSchema: schema1,
					data
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		} else {
			const err5 = {
				instancePath,
				schemaPath: "#/discriminator",
				keyword: "discriminator",
				params: {
					error: "tag",
					tag: "schedule_type",
					tagValue: tag0
				},
				schema: schema1.discriminator,
				parentSchema: schema1,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
	} else {
		const err6 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema1.type,
			parentSchema: schema1,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate1.errors = vErrors;
	return errors === 0;
}
validate1.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v1 = validate27;
const schema13 = {
	"type": "object",
	"description": "The body of the `jobRunFailed` webhook, in the Standard Webhooks payload shape.",
	"required": [
		"type",
		"timestamp",
		"data"
	],
	"properties": {
		"type": {
			"type": "string",
			"const": "job.run.failed"
		},
		"timestamp": { "$ref": "#/components/schemas/Timestamp" },
		"data": {
			"type": "object",
			"required": ["job", "run"],
			"properties": {
				"job": { "$ref": "#/components/schemas/Job" },
				"run": { "$ref": "#/components/schemas/Run" }
			}
		}
	},
	"x-provenance": { "decided": { "reason": "Seed §6 format not shown; Standard Webhooks' `{type, timestamp, data}` envelope." } }
};
const schema14 = {
	"type": "string",
	"format": "date-time",
	"description": "RFC 3339 date-time in UTC with milliseconds.",
	"pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
	"x-error-detail": "must be a UTC date-time with milliseconds such as 2026-11-22T15:00:00.000Z",
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 timestamps not shown; RFC 3339 UTC sorts as text and parses everywhere." } },
	"examples": ["2026-11-22T15:00:00.000Z"]
};
const formats2 = require_formats().fullFormats["date-time"];
const pattern3 = /* @__PURE__ */ new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$", "u");
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate28.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern3.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$" },
				schema: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
				parentSchema: schema14,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!formats2.validate(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "date-time" },
				schema: "date-time",
				parentSchema: schema14,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema14.type,
			parentSchema: schema14,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate28.errors = vErrors;
	return errors === 0;
}
validate28.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema15 = {
	"type": "object",
	"description": "A job as the service returns it (seed §2 rule 5 \"not shown\"): the create fields with their defaults\napplied, plus server-managed fields. Clients must ignore fields they do not know. An `interval` job\ncarries `interval_seconds`; a `cron` job carries `cron_expression` and `timezone` instead (the\nfields of the other type are absent, as they were refused at creation).\n",
	"required": [
		"id",
		"name",
		"url",
		"method",
		"schedule_type",
		"notify_on_failure",
		"timeout_seconds",
		"status",
		"created_at",
		"updated_at",
		"next_run_at",
		"last_run",
		"consecutive_failures"
	],
	"properties": {
		"id": { "$ref": "#/components/schemas/JobId" },
		"name": { "$ref": "#/components/schemas/JobName" },
		"url": { "$ref": "#/components/schemas/JobUrl" },
		"method": { "$ref": "#/components/schemas/HttpMethod" },
		"schedule_type": { "$ref": "#/components/schemas/ScheduleType" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": { "$ref": "#/components/schemas/TimeZone" },
		"notify_on_failure": { "$ref": "#/components/schemas/NotifyOnFailure" },
		"timeout_seconds": { "$ref": "#/components/schemas/TimeoutSeconds" },
		"status": { "$ref": "#/components/schemas/JobStatus" },
		"created_at": { "$ref": "#/components/schemas/Timestamp" },
		"updated_at": {
			"description": "Time of the last change through the API (runs do not change it).",
			"$ref": "#/components/schemas/Timestamp"
		},
		"next_run_at": {
			"description": "When the next scheduled run is due, in UTC; null while the job is paused. For a cron job it is the\nexpression's next time in the job's `timezone`, converted to UTC.\n",
			"oneOf": [{ "$ref": "#/components/schemas/Timestamp" }, { "type": "null" }]
		},
		"last_run": {
			"description": "The most recent finished run, or null before the first one.",
			"oneOf": [{ "$ref": "#/components/schemas/RunSummary" }, { "type": "null" }]
		},
		"consecutive_failures": {
			"type": "integer",
			"minimum": 0,
			"description": "Failed runs since the last successful one."
		}
	},
	"allOf": [{
		"if": {
			"properties": { "schedule_type": { "const": "interval" } },
			"required": ["schedule_type"]
		},
		"then": {
			"required": ["interval_seconds"],
			"properties": {
				"cron_expression": false,
				"timezone": false
			}
		}
	}, {
		"if": {
			"properties": { "schedule_type": { "const": "cron" } },
			"required": ["schedule_type"]
		},
		"then": {
			"required": ["cron_expression", "timezone"],
			"properties": { "interval_seconds": false }
		}
	}],
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 record fields not shown; what a client needs to show a job and its health, with the schedule fields of its type." } }
};
const schema16 = {
	"type": "string",
	"description": "A job's id — `job_` and a ULID.",
	"pattern": "^job_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be job_ followed by a 26-character ULID",
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 identifier not shown; a prefixed ULID sorts by creation time and reads well in logs." } },
	"examples": ["job_01JD5ZQ3T9V8P6X4M2N1K0H7GF"]
};
const pattern4 = /* @__PURE__ */ new RegExp("^job_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate31.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern4.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^job_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^job_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema16,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema16.type,
			parentSchema: schema16,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate31.errors = vErrors;
	return errors === 0;
}
validate31.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema17 = {
	"type": "string",
	"description": "`active` jobs run on schedule; `paused` jobs do not. Moves: create → `active`; pause `active` →\n`paused`; resume `paused` → `active`; any other move answers 409.\n",
	"enum": ["active", "paused"],
	"x-provenance": { "decided": {
		"reason": "Seed §3 states not shown; two user-set states, as Google Cloud Scheduler's ENABLED and PAUSED.",
		"keywords": ["type", "enum"]
	} }
};
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate42.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema17.type,
			parentSchema: schema17,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "active" || data === "paused")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema17.enum },
			schema: schema17.enum,
			parentSchema: schema17,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate42.errors = vErrors;
	return errors === 0;
}
validate42.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema18 = {
	"type": "object",
	"description": "The essentials of a run, as shown in a job's `last_run`.",
	"required": [
		"id",
		"trigger",
		"scheduled_at",
		"finished_at",
		"outcome",
		"http_status"
	],
	"properties": {
		"id": { "$ref": "#/components/schemas/RunId" },
		"trigger": { "$ref": "#/components/schemas/RunTrigger" },
		"scheduled_at": { "$ref": "#/components/schemas/Timestamp" },
		"finished_at": { "$ref": "#/components/schemas/Timestamp" },
		"outcome": { "$ref": "#/components/schemas/RunOutcome" },
		"http_status": { "oneOf": [{
			"type": "integer",
			"minimum": 100,
			"maximum": 599
		}, { "type": "null" }] }
	},
	"x-provenance": { "decided": { "reason": "A job shows its health without a second request." } }
};
const schema19 = {
	"type": "string",
	"description": "A run's id — `run_` and a ULID.",
	"pattern": "^run_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be run_ followed by a 26-character ULID",
	"x-provenance": { "decided": { "reason": "Identifiers are prefixed ULIDs, as for jobs." } },
	"examples": ["run_01JD5ZT2B3C4D5E6F7G8H9J0KM"]
};
const pattern5 = /* @__PURE__ */ new RegExp("^run_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate48.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern5.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^run_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^run_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema19,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema19.type,
			parentSchema: schema19,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate48.errors = vErrors;
	return errors === 0;
}
validate48.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema20 = {
	"type": "string",
	"description": "`schedule` for a run due by the schedule, `manual` for one started with `POST /v1/jobs/{id}/run`.",
	"enum": ["schedule", "manual"],
	"x-provenance": { "decided": { "reason": "Seed §4.3 trigger not shown." } }
};
function validate50(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate50.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema20.type,
			parentSchema: schema20,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "schedule" || data === "manual")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema20.enum },
			schema: schema20.enum,
			parentSchema: schema20,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate50.errors = vErrors;
	return errors === 0;
}
validate50.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema21 = {
	"type": "string",
	"description": "`succeeded` on a 2xx answer; `failed` otherwise.",
	"enum": ["succeeded", "failed"],
	"x-provenance": { "decided": { "reason": "Seed §1 what counts as a failure not shown; 2xx is success as in Google Cloud Scheduler." } }
};
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate54.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema21.type,
			parentSchema: schema21,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "succeeded" || data === "failed")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema21.enum },
			schema: schema21.enum,
			parentSchema: schema21,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate54.errors = vErrors;
	return errors === 0;
}
validate54.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate47.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema18.required,
				parentSchema: schema18,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.trigger === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "trigger" },
				schema: schema18.required,
				parentSchema: schema18,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.scheduled_at === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "scheduled_at" },
				schema: schema18.required,
				parentSchema: schema18,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.finished_at === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "finished_at" },
				schema: schema18.required,
				parentSchema: schema18,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.outcome === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "outcome" },
				schema: schema18.required,
				parentSchema: schema18,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.http_status === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "http_status" },
				schema: schema18.required,
				parentSchema: schema18,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate48(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate50(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate28(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate28(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate54(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
				errors = vErrors.length;
			}
		}
		if (data.http_status !== void 0) {
			let data5 = data.http_status;
			const _errs7 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs8 = errors;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err6 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/0/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema18.properties.http_status.oneOf[0].type,
					parentSchema: schema18.properties.http_status.oneOf[0],
					data: data5
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 > 599 || isNaN(data5)) {
					const err7 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema18.properties.http_status.oneOf[0],
						data: data5
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
				if (data5 < 100 || isNaN(data5)) {
					const err8 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema18.properties.http_status.oneOf[0],
						data: data5
					};
					if (vErrors === null) vErrors = [err8];
					else vErrors.push(err8);
					errors++;
				}
			}
			var _valid0 = _errs8 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs10 = errors;
			if (data5 !== null) {
				const err9 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema18.properties.http_status.oneOf[1].type,
					parentSchema: schema18.properties.http_status.oneOf[1],
					data: data5
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
			var _valid0 = _errs10 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err10 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema18.properties.http_status.oneOf,
					parentSchema: schema18.properties.http_status,
					data: data5
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			} else {
				errors = _errs7;
				if (vErrors !== null) {
					if (_errs7) vErrors.length = _errs7;
					else vErrors = null;
				}
			}
		}
	} else {
		const err11 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema18.type,
			parentSchema: schema18,
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	}
	validate47.errors = vErrors;
	return errors === 0;
}
validate47.evaluated = {
	"props": {
		"id": true,
		"trigger": true,
		"scheduled_at": true,
		"finished_at": true,
		"outcome": true,
		"http_status": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate30.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs2 = errors;
	let valid1 = true;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0 && "schedule_type") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.schedule_type !== void 0) {
			if ("interval" !== data.schedule_type) {
				const err1 = {};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	}
	var _valid0 = _errs3 === errors;
	errors = _errs2;
	if (vErrors !== null) {
		if (_errs2) vErrors.length = _errs2;
		else vErrors = null;
	}
	if (_valid0) {
		const _errs5 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.interval_seconds === void 0) {
				const err2 = {
					instancePath,
					schemaPath: "#/allOf/0/then/required",
					keyword: "required",
					params: { missingProperty: "interval_seconds" },
					schema: schema15.allOf[0].then.required,
					parentSchema: schema15.allOf[0].then,
					data
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (data.cron_expression !== void 0) {
				const err3 = {
					instancePath: instancePath + "/cron_expression",
					schemaPath: "#/allOf/0/then/properties/cron_expression/false schema",
					keyword: "false schema",
					params: {},
					schema: false,
					parentSchema: schema15.allOf[0].then.properties.cron_expression,
					data: data.cron_expression
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			if (data.timezone !== void 0) {
				const err4 = {
					instancePath: instancePath + "/timezone",
					schemaPath: "#/allOf/0/then/properties/timezone/false schema",
					keyword: "false schema",
					params: {},
					schema: false,
					parentSchema: schema15.allOf[0].then.properties.timezone,
					data: data.timezone
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		var _valid0 = _errs5 === errors;
		valid1 = _valid0;
		if (valid1) {
			var props0 = {};
			props0.cron_expression = true;
			props0.timezone = true;
			props0.schedule_type = true;
		}
	}
	if (!valid1) {
		const err5 = {
			instancePath,
			schemaPath: "#/allOf/0/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			schema: schema15.allOf[0].if,
			parentSchema: schema15.allOf[0],
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	const _errs7 = errors;
	let valid4 = true;
	const _errs8 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0 && "schedule_type") {
			const err6 = {};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		} else if (data.schedule_type !== void 0) {
			if ("cron" !== data.schedule_type) {
				const err7 = {};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
	}
	var _valid1 = _errs8 === errors;
	errors = _errs7;
	if (vErrors !== null) {
		if (_errs7) vErrors.length = _errs7;
		else vErrors = null;
	}
	if (_valid1) {
		const _errs10 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.cron_expression === void 0) {
				const err8 = {
					instancePath,
					schemaPath: "#/allOf/1/then/required",
					keyword: "required",
					params: { missingProperty: "cron_expression" },
					schema: schema15.allOf[1].then.required,
					parentSchema: schema15.allOf[1].then,
					data
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (data.timezone === void 0) {
				const err9 = {
					instancePath,
					schemaPath: "#/allOf/1/then/required",
					keyword: "required",
					params: { missingProperty: "timezone" },
					schema: schema15.allOf[1].then.required,
					parentSchema: schema15.allOf[1].then,
					data
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
			if (data.interval_seconds !== void 0) {
				const err10 = {
					instancePath: instancePath + "/interval_seconds",
					schemaPath: "#/allOf/1/then/properties/interval_seconds/false schema",
					keyword: "false schema",
					params: {},
					schema: false,
					parentSchema: schema15.allOf[1].then.properties.interval_seconds,
					data: data.interval_seconds
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
		}
		var _valid1 = _errs10 === errors;
		valid4 = _valid1;
		if (valid4) {
			var props1 = {};
			props1.interval_seconds = true;
			props1.schedule_type = true;
		}
	}
	if (!valid4) {
		const err11 = {
			instancePath,
			schemaPath: "#/allOf/1/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			schema: schema15.allOf[1].if,
			parentSchema: schema15.allOf[1],
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	}
	if (props0 !== true && props1 !== void 0) {
		if (props1 === true) props0 = true;
		else {
			props0 = props0 || {};
			Object.assign(props0, props1);
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err12 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err12];
			else vErrors.push(err12);
			errors++;
		}
		if (data.name === void 0) {
			const err13 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "name" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err13];
			else vErrors.push(err13);
			errors++;
		}
		if (data.url === void 0) {
			const err14 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "url" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err14];
			else vErrors.push(err14);
			errors++;
		}
		if (data.method === void 0) {
			const err15 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "method" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err15];
			else vErrors.push(err15);
			errors++;
		}
		if (data.schedule_type === void 0) {
			const err16 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err16];
			else vErrors.push(err16);
			errors++;
		}
		if (data.notify_on_failure === void 0) {
			const err17 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "notify_on_failure" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err17];
			else vErrors.push(err17);
			errors++;
		}
		if (data.timeout_seconds === void 0) {
			const err18 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "timeout_seconds" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err18];
			else vErrors.push(err18);
			errors++;
		}
		if (data.status === void 0) {
			const err19 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "status" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err19];
			else vErrors.push(err19);
			errors++;
		}
		if (data.created_at === void 0) {
			const err20 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "created_at" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err20];
			else vErrors.push(err20);
			errors++;
		}
		if (data.updated_at === void 0) {
			const err21 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "updated_at" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err21];
			else vErrors.push(err21);
			errors++;
		}
		if (data.next_run_at === void 0) {
			const err22 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "next_run_at" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err22];
			else vErrors.push(err22);
			errors++;
		}
		if (data.last_run === void 0) {
			const err23 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "last_run" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err23];
			else vErrors.push(err23);
			errors++;
		}
		if (data.consecutive_failures === void 0) {
			const err24 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "consecutive_failures" },
				schema: schema15.required,
				parentSchema: schema15,
				data
			};
			if (vErrors === null) vErrors = [err24];
			else vErrors.push(err24);
			errors++;
		}
		if (props0 !== true) {
			props0 = props0 || {};
			props0.id = true;
			props0.name = true;
			props0.url = true;
			props0.method = true;
			props0.schedule_type = true;
			props0.interval_seconds = true;
			props0.cron_expression = true;
			props0.timezone = true;
			props0.notify_on_failure = true;
			props0.timeout_seconds = true;
			props0.status = true;
			props0.created_at = true;
			props0.updated_at = true;
			props0.next_run_at = true;
			props0.last_run = true;
			props0.consecutive_failures = true;
		}
		if (data.id !== void 0) {
			if (!validate31(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
				errors = vErrors.length;
			}
		}
		if (data.name !== void 0) {
			if (!validate2(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
				errors = vErrors.length;
			}
		}
		if (data.url !== void 0) {
			if (!validate4(data.url, {
				instancePath: instancePath + "/url",
				parentData: data,
				parentDataProperty: "url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
				errors = vErrors.length;
			}
		}
		if (data.method !== void 0) {
			if (!validate6(data.method, {
				instancePath: instancePath + "/method",
				parentData: data,
				parentDataProperty: "method",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
				errors = vErrors.length;
			}
		}
		if (data.schedule_type !== void 0) {
			if (!validate8(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate10(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate12(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate14(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
				errors = vErrors.length;
			}
		}
		if (data.notify_on_failure !== void 0) {
			if (!validate16(data.notify_on_failure, {
				instancePath: instancePath + "/notify_on_failure",
				parentData: data,
				parentDataProperty: "notify_on_failure",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
				errors = vErrors.length;
			}
		}
		if (data.timeout_seconds !== void 0) {
			if (!validate18(data.timeout_seconds, {
				instancePath: instancePath + "/timeout_seconds",
				parentData: data,
				parentDataProperty: "timeout_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
				errors = vErrors.length;
			}
		}
		if (data.status !== void 0) {
			if (!validate42(data.status, {
				instancePath: instancePath + "/status",
				parentData: data,
				parentDataProperty: "status",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
				errors = vErrors.length;
			}
		}
		if (data.created_at !== void 0) {
			if (!validate28(data.created_at, {
				instancePath: instancePath + "/created_at",
				parentData: data,
				parentDataProperty: "created_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.updated_at !== void 0) {
			if (!validate28(data.updated_at, {
				instancePath: instancePath + "/updated_at",
				parentData: data,
				parentDataProperty: "updated_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.next_run_at !== void 0) {
			let data18 = data.next_run_at;
			const _errs25 = errors;
			let valid8 = false;
			let passing0 = null;
			const _errs26 = errors;
			if (!validate28(data18, {
				instancePath: instancePath + "/next_run_at",
				parentData: data,
				parentDataProperty: "next_run_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
			var _valid2 = _errs26 === errors;
			if (_valid2) {
				valid8 = true;
				passing0 = 0;
			}
			const _errs27 = errors;
			if (data18 !== null) {
				const err25 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema15.properties.next_run_at.oneOf[1].type,
					parentSchema: schema15.properties.next_run_at.oneOf[1],
					data: data18
				};
				if (vErrors === null) vErrors = [err25];
				else vErrors.push(err25);
				errors++;
			}
			var _valid2 = _errs27 === errors;
			if (_valid2 && valid8) {
				valid8 = false;
				passing0 = [passing0, 1];
			} else if (_valid2) {
				valid8 = true;
				passing0 = 1;
			}
			if (!valid8) {
				const err26 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema15.properties.next_run_at.oneOf,
					parentSchema: schema15.properties.next_run_at,
					data: data18
				};
				if (vErrors === null) vErrors = [err26];
				else vErrors.push(err26);
				errors++;
			} else {
				errors = _errs25;
				if (vErrors !== null) {
					if (_errs25) vErrors.length = _errs25;
					else vErrors = null;
				}
			}
		}
		if (data.last_run !== void 0) {
			let data19 = data.last_run;
			const _errs30 = errors;
			let valid9 = false;
			let passing1 = null;
			const _errs31 = errors;
			if (!validate47(data19, {
				instancePath: instancePath + "/last_run",
				parentData: data,
				parentDataProperty: "last_run",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
				errors = vErrors.length;
			}
			var _valid3 = _errs31 === errors;
			if (_valid3) {
				valid9 = true;
				passing1 = 0;
				var props2 = {};
				props2.id = true;
				props2.trigger = true;
				props2.scheduled_at = true;
				props2.finished_at = true;
				props2.outcome = true;
				props2.http_status = true;
			}
			const _errs32 = errors;
			if (data19 !== null) {
				const err27 = {
					instancePath: instancePath + "/last_run",
					schemaPath: "#/properties/last_run/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema15.properties.last_run.oneOf[1].type,
					parentSchema: schema15.properties.last_run.oneOf[1],
					data: data19
				};
				if (vErrors === null) vErrors = [err27];
				else vErrors.push(err27);
				errors++;
			}
			var _valid3 = _errs32 === errors;
			if (_valid3 && valid9) {
				valid9 = false;
				passing1 = [passing1, 1];
			} else if (_valid3) {
				valid9 = true;
				passing1 = 1;
			}
			if (!valid9) {
				const err28 = {
					instancePath: instancePath + "/last_run",
					schemaPath: "#/properties/last_run/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					schema: schema15.properties.last_run.oneOf,
					parentSchema: schema15.properties.last_run,
					data: data19
				};
				if (vErrors === null) vErrors = [err28];
				else vErrors.push(err28);
				errors++;
			} else {
				errors = _errs30;
				if (vErrors !== null) {
					if (_errs30) vErrors.length = _errs30;
					else vErrors = null;
				}
			}
		}
		if (data.consecutive_failures !== void 0) {
			let data20 = data.consecutive_failures;
			if (!(typeof data20 == "number" && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
				const err29 = {
					instancePath: instancePath + "/consecutive_failures",
					schemaPath: "#/properties/consecutive_failures/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema15.properties.consecutive_failures.type,
					parentSchema: schema15.properties.consecutive_failures,
					data: data20
				};
				if (vErrors === null) vErrors = [err29];
				else vErrors.push(err29);
				errors++;
			}
			if (typeof data20 == "number" && isFinite(data20)) {
				if (data20 < 0 || isNaN(data20)) {
					const err30 = {
						instancePath: instancePath + "/consecutive_failures",
						schemaPath: "#/properties/consecutive_failures/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema15.properties.consecutive_failures,
						data: data20
					};
					if (vErrors === null) vErrors = [err30];
					else vErrors.push(err30);
					errors++;
				}
			}
		}
	} else {
		const err31 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema15.type,
			parentSchema: schema15,
			data
		};
		if (vErrors === null) vErrors = [err31];
		else vErrors.push(err31);
		errors++;
	}
	validate30.errors = vErrors;
	evaluated0.props = props0;
	return errors === 0;
}
validate30.evaluated = {
	"dynamicProps": true,
	"dynamicItems": false
};
const schema22 = {
	"type": "object",
	"description": "One finished execution of a job.",
	"required": [
		"id",
		"job_id",
		"trigger",
		"scheduled_at",
		"started_at",
		"finished_at",
		"outcome",
		"http_status",
		"duration_ms",
		"error"
	],
	"properties": {
		"id": { "$ref": "#/components/schemas/RunId" },
		"job_id": { "$ref": "#/components/schemas/JobId" },
		"trigger": { "$ref": "#/components/schemas/RunTrigger" },
		"scheduled_at": {
			"description": "When the run was due (for a manual run, when it was requested).",
			"$ref": "#/components/schemas/Timestamp"
		},
		"started_at": { "$ref": "#/components/schemas/Timestamp" },
		"finished_at": { "$ref": "#/components/schemas/Timestamp" },
		"outcome": { "$ref": "#/components/schemas/RunOutcome" },
		"http_status": {
			"description": "Status of the target's answer; null when none arrived.",
			"oneOf": [{
				"type": "integer",
				"minimum": 100,
				"maximum": 599
			}, { "type": "null" }]
		},
		"duration_ms": {
			"type": "integer",
			"minimum": 0,
			"description": "Milliseconds from start to finish."
		},
		"error": {
			"description": "Why the run failed; null when it succeeded.",
			"oneOf": [{ "$ref": "#/components/schemas/RunError" }, { "type": "null" }]
		}
	},
	"x-provenance": { "decided": { "reason": "Seed §4.3 run history not shown." } }
};
const schema23 = {
	"type": "object",
	"description": "Why a run failed.",
	"required": ["code", "message"],
	"properties": {
		"code": {
			"type": "string",
			"description": "`http_status` (a non-2xx answer), `timeout` (no answer within `timeout_seconds`), `connection_error` (the target could not be reached).",
			"enum": [
				"http_status",
				"timeout",
				"connection_error"
			]
		},
		"message": {
			"type": "string",
			"maxLength": 500
		}
	},
	"x-provenance": { "decided": { "reason": "Seed §1 failure kinds not shown; three kinds cover what a caller can act on." } }
};
function validate66(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate66.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.code === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "code" },
				schema: schema23.required,
				parentSchema: schema23,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.message === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "message" },
				schema: schema23.required,
				parentSchema: schema23,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.code !== void 0) {
			let data0 = data.code;
			if (typeof data0 !== "string") {
				const err2 = {
					instancePath: instancePath + "/code",
					schemaPath: "#/properties/code/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema23.properties.code.type,
					parentSchema: schema23.properties.code,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (!(data0 === "http_status" || data0 === "timeout" || data0 === "connection_error")) {
				const err3 = {
					instancePath: instancePath + "/code",
					schemaPath: "#/properties/code/enum",
					keyword: "enum",
					params: { allowedValues: schema23.properties.code.enum },
					schema: schema23.properties.code.enum,
					parentSchema: schema23.properties.code,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.message !== void 0) {
			let data1 = data.message;
			if (typeof data1 === "string") {
				if (func1(data1) > 500) {
					const err4 = {
						instancePath: instancePath + "/message",
						schemaPath: "#/properties/message/maxLength",
						keyword: "maxLength",
						params: { limit: 500 },
						schema: 500,
						parentSchema: schema23.properties.message,
						data: data1
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/message",
					schemaPath: "#/properties/message/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema23.properties.message.type,
					parentSchema: schema23.properties.message,
					data: data1
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
	} else {
		const err6 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema23.type,
			parentSchema: schema23,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate66.errors = vErrors;
	return errors === 0;
}
validate66.evaluated = {
	"props": {
		"code": true,
		"message": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate58.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.job_id === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "job_id" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.trigger === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "trigger" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.scheduled_at === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "scheduled_at" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.started_at === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "started_at" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.finished_at === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "finished_at" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.outcome === void 0) {
			const err6 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "outcome" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
		if (data.http_status === void 0) {
			const err7 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "http_status" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err7];
			else vErrors.push(err7);
			errors++;
		}
		if (data.duration_ms === void 0) {
			const err8 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "duration_ms" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err8];
			else vErrors.push(err8);
			errors++;
		}
		if (data.error === void 0) {
			const err9 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "error" },
				schema: schema22.required,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate48(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
				errors = vErrors.length;
			}
		}
		if (data.job_id !== void 0) {
			if (!validate31(data.job_id, {
				instancePath: instancePath + "/job_id",
				parentData: data,
				parentDataProperty: "job_id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate50(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate28(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.started_at !== void 0) {
			if (!validate28(data.started_at, {
				instancePath: instancePath + "/started_at",
				parentData: data,
				parentDataProperty: "started_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate28(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate54(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
				errors = vErrors.length;
			}
		}
		if (data.http_status !== void 0) {
			let data7 = data.http_status;
			const _errs9 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs10 = errors;
			if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
				const err10 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/0/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema22.properties.http_status.oneOf[0].type,
					parentSchema: schema22.properties.http_status.oneOf[0],
					data: data7
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			if (typeof data7 == "number" && isFinite(data7)) {
				if (data7 > 599 || isNaN(data7)) {
					const err11 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema22.properties.http_status.oneOf[0],
						data: data7
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				if (data7 < 100 || isNaN(data7)) {
					const err12 = {
						instancePath: instancePath + "/http_status",
						schemaPath: "#/properties/http_status/oneOf/0/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema22.properties.http_status.oneOf[0],
						data: data7
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
			}
			var _valid0 = _errs10 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs12 = errors;
			if (data7 !== null) {
				const err13 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema22.properties.http_status.oneOf[1].type,
					parentSchema: schema22.properties.http_status.oneOf[1],
					data: data7
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
			var _valid0 = _errs12 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err14 = {
					instancePath: instancePath + "/http_status",
					schemaPath: "#/properties/http_status/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema22.properties.http_status.oneOf,
					parentSchema: schema22.properties.http_status,
					data: data7
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			} else {
				errors = _errs9;
				if (vErrors !== null) {
					if (_errs9) vErrors.length = _errs9;
					else vErrors = null;
				}
			}
		}
		if (data.duration_ms !== void 0) {
			let data8 = data.duration_ms;
			if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
				const err15 = {
					instancePath: instancePath + "/duration_ms",
					schemaPath: "#/properties/duration_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema22.properties.duration_ms.type,
					parentSchema: schema22.properties.duration_ms,
					data: data8
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			}
			if (typeof data8 == "number" && isFinite(data8)) {
				if (data8 < 0 || isNaN(data8)) {
					const err16 = {
						instancePath: instancePath + "/duration_ms",
						schemaPath: "#/properties/duration_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema22.properties.duration_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err16];
					else vErrors.push(err16);
					errors++;
				}
			}
		}
		if (data.error !== void 0) {
			let data9 = data.error;
			const _errs17 = errors;
			let valid2 = false;
			let passing1 = null;
			const _errs18 = errors;
			if (!validate66(data9, {
				instancePath: instancePath + "/error",
				parentData: data,
				parentDataProperty: "error",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
				errors = vErrors.length;
			}
			var _valid1 = _errs18 === errors;
			if (_valid1) {
				valid2 = true;
				passing1 = 0;
				var props0 = {};
				props0.code = true;
				props0.message = true;
			}
			const _errs19 = errors;
			if (data9 !== null) {
				const err17 = {
					instancePath: instancePath + "/error",
					schemaPath: "#/properties/error/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema22.properties.error.oneOf[1].type,
					parentSchema: schema22.properties.error.oneOf[1],
					data: data9
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			var _valid1 = _errs19 === errors;
			if (_valid1 && valid2) {
				valid2 = false;
				passing1 = [passing1, 1];
			} else if (_valid1) {
				valid2 = true;
				passing1 = 1;
			}
			if (!valid2) {
				const err18 = {
					instancePath: instancePath + "/error",
					schemaPath: "#/properties/error/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					schema: schema22.properties.error.oneOf,
					parentSchema: schema22.properties.error,
					data: data9
				};
				if (vErrors === null) vErrors = [err18];
				else vErrors.push(err18);
				errors++;
			} else {
				errors = _errs17;
				if (vErrors !== null) {
					if (_errs17) vErrors.length = _errs17;
					else vErrors = null;
				}
			}
		}
	} else {
		const err19 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema22.type,
			parentSchema: schema22,
			data
		};
		if (vErrors === null) vErrors = [err19];
		else vErrors.push(err19);
		errors++;
	}
	validate58.errors = vErrors;
	return errors === 0;
}
validate58.evaluated = {
	"props": {
		"id": true,
		"job_id": true,
		"trigger": true,
		"scheduled_at": true,
		"started_at": true,
		"finished_at": true,
		"outcome": true,
		"http_status": true,
		"duration_ms": true,
		"error": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate27.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "type" },
				schema: schema13.required,
				parentSchema: schema13,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.timestamp === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "timestamp" },
				schema: schema13.required,
				parentSchema: schema13,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.data === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema13.required,
				parentSchema: schema13,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.type !== void 0) {
			let data0 = data.type;
			if (typeof data0 !== "string") {
				const err3 = {
					instancePath: instancePath + "/type",
					schemaPath: "#/properties/type/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema13.properties.type.type,
					parentSchema: schema13.properties.type,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			if ("job.run.failed" !== data0) {
				const err4 = {
					instancePath: instancePath + "/type",
					schemaPath: "#/properties/type/const",
					keyword: "const",
					params: { allowedValue: "job.run.failed" },
					schema: "job.run.failed",
					parentSchema: schema13.properties.type,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.timestamp !== void 0) {
			if (!validate28(data.timestamp, {
				instancePath: instancePath + "/timestamp",
				parentData: data,
				parentDataProperty: "timestamp",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.data !== void 0) {
			let data2 = data.data;
			if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
				if (data2.job === void 0) {
					const err5 = {
						instancePath: instancePath + "/data",
						schemaPath: "#/properties/data/required",
						keyword: "required",
						params: { missingProperty: "job" },
						schema: schema13.properties.data.required,
						parentSchema: schema13.properties.data,
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				if (data2.run === void 0) {
					const err6 = {
						instancePath: instancePath + "/data",
						schemaPath: "#/properties/data/required",
						keyword: "required",
						params: { missingProperty: "run" },
						schema: schema13.properties.data.required,
						parentSchema: schema13.properties.data,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (data2.job !== void 0) {
					if (!validate30(data2.job, {
						instancePath: instancePath + "/data/job",
						parentData: data2,
						parentDataProperty: "job",
						rootData,
						dynamicAnchors
					})) {
						vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
						errors = vErrors.length;
					}
				}
				if (data2.run !== void 0) {
					if (!validate58(data2.run, {
						instancePath: instancePath + "/data/run",
						parentData: data2,
						parentDataProperty: "run",
						rootData,
						dynamicAnchors
					})) {
						vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
						errors = vErrors.length;
					}
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "object" },
					schema: schema13.properties.data.type,
					parentSchema: schema13.properties.data,
					data: data2
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
	} else {
		const err8 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema13.type,
			parentSchema: schema13,
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	validate27.errors = vErrors;
	return errors === 0;
}
validate27.evaluated = {
	"props": {
		"type": true,
		"timestamp": true,
		"data": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v2 = validate69;
const schema24 = {
	"type": "object",
	"description": "A merge patch of a job: any of the create fields, at least one. The job that results must satisfy\n`JobCreate`.\n\nDecision (switching schedule types): a patch whose `schedule_type` differs from the job's drops the\nfields of the old type before it is merged, so switching to `cron` needs `cron_expression` (and\noptionally `timezone`, default `UTC`) and clears `interval_seconds`; switching to `interval` needs\n`interval_seconds` and clears `cron_expression` and `timezone`. Without a switch, a field of the other\ntype is refused (422), as at creation; a patch that repeats the job's own `schedule_type` is no switch and\ndrops nothing. A new schedule (type, interval, expression or zone) of an\nactive job takes effect from the time of the change.\n\nDecision (the rules the schema states): whatever the job, a patch never carries the fields of two\nschedule types — `interval_seconds` beside `cron_expression` or `timezone`, nor a field of the type\n`schedule_type` does not name — and each of these answers 422 at the field's pointer. What depends\non the job the patch applies to cannot be a rule of a schema: a patch without `schedule_type`\ncarrying `interval_seconds` applies to an `interval` job (onto a `cron` job it answers 422 at\n`/interval_seconds`), one carrying `cron_expression` or `timezone` to a `cron` job, and a switch of\ntype brings the new type's required field (`schedule_type: cron` onto an `interval` job needs\n`cron_expression`).\n",
	"minProperties": 1,
	"properties": {
		"name": { "$ref": "#/components/schemas/JobName" },
		"url": { "$ref": "#/components/schemas/JobUrl" },
		"method": { "$ref": "#/components/schemas/HttpMethod" },
		"schedule_type": { "$ref": "#/components/schemas/ScheduleType" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": { "$ref": "#/components/schemas/TimeZone" },
		"notify_on_failure": { "$ref": "#/components/schemas/NotifyOnFailure" },
		"timeout_seconds": { "$ref": "#/components/schemas/TimeoutSeconds" }
	},
	"additionalProperties": false,
	"allOf": [
		{
			"if": {
				"required": ["schedule_type"],
				"properties": { "schedule_type": { "const": "cron" } }
			},
			"then": { "properties": { "interval_seconds": {
				"not": {},
				"x-error-detail": "is not allowed when schedule_type is cron"
			} } }
		},
		{
			"if": {
				"required": ["schedule_type"],
				"properties": { "schedule_type": { "const": "interval" } }
			},
			"then": { "properties": {
				"cron_expression": {
					"not": {},
					"x-error-detail": "is not allowed when schedule_type is interval"
				},
				"timezone": {
					"not": {},
					"x-error-detail": "is not allowed when schedule_type is interval"
				}
			} }
		},
		{ "dependentSchemas": { "interval_seconds": { "properties": {
			"cron_expression": {
				"not": {},
				"x-error-detail": "is not allowed beside interval_seconds (a job has one schedule type)"
			},
			"timezone": {
				"not": {},
				"x-error-detail": "is not allowed beside interval_seconds (a job has one schedule type)"
			}
		} } } }
	],
	"x-provenance": { "decided": {
		"reason": "Seed §4.3 \"change\" not shown; a switch of schedule type cannot keep the old type's fields (JobCreate refuses them).",
		"keywords": [
			"allOf",
			"if",
			"then",
			"dependentSchemas",
			"not"
		]
	} }
};
function validate69(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate69.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs2 = errors;
	let valid1 = true;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0 && "schedule_type") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.schedule_type !== void 0) {
			if ("cron" !== data.schedule_type) {
				const err1 = {};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	}
	var _valid0 = _errs3 === errors;
	errors = _errs2;
	if (vErrors !== null) {
		if (_errs2) vErrors.length = _errs2;
		else vErrors = null;
	}
	if (_valid0) {
		const _errs5 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.interval_seconds !== void 0) {
				const err2 = {
					instancePath: instancePath + "/interval_seconds",
					schemaPath: "#/allOf/0/then/properties/interval_seconds/not",
					keyword: "not",
					params: {},
					schema: schema24.allOf[0].then.properties.interval_seconds.not,
					parentSchema: schema24.allOf[0].then.properties.interval_seconds,
					data: data.interval_seconds
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		var _valid0 = _errs5 === errors;
		valid1 = _valid0;
		if (valid1) {
			var props0 = {};
			props0.interval_seconds = true;
			props0.schedule_type = true;
		}
	}
	if (!valid1) {
		const err3 = {
			instancePath,
			schemaPath: "#/allOf/0/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			schema: schema24.allOf[0].if,
			parentSchema: schema24.allOf[0],
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	const _errs9 = errors;
	let valid4 = true;
	const _errs10 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.schedule_type === void 0 && "schedule_type") {
			const err4 = {};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		} else if (data.schedule_type !== void 0) {
			if ("interval" !== data.schedule_type) {
				const err5 = {};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
	}
	var _valid1 = _errs10 === errors;
	errors = _errs9;
	if (vErrors !== null) {
		if (_errs9) vErrors.length = _errs9;
		else vErrors = null;
	}
	if (_valid1) {
		const _errs12 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.cron_expression !== void 0) {
				const err6 = {
					instancePath: instancePath + "/cron_expression",
					schemaPath: "#/allOf/1/then/properties/cron_expression/not",
					keyword: "not",
					params: {},
					schema: schema24.allOf[1].then.properties.cron_expression.not,
					parentSchema: schema24.allOf[1].then.properties.cron_expression,
					data: data.cron_expression
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			if (data.timezone !== void 0) {
				const err7 = {
					instancePath: instancePath + "/timezone",
					schemaPath: "#/allOf/1/then/properties/timezone/not",
					keyword: "not",
					params: {},
					schema: schema24.allOf[1].then.properties.timezone.not,
					parentSchema: schema24.allOf[1].then.properties.timezone,
					data: data.timezone
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		var _valid1 = _errs12 === errors;
		valid4 = _valid1;
		if (valid4) {
			var props1 = {};
			props1.cron_expression = true;
			props1.timezone = true;
			props1.schedule_type = true;
		}
	}
	if (!valid4) {
		const err8 = {
			instancePath,
			schemaPath: "#/allOf/1/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			schema: schema24.allOf[1].if,
			parentSchema: schema24.allOf[1],
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	if (props0 !== true && props1 !== void 0) {
		if (props1 === true) props0 = true;
		else {
			props0 = props0 || {};
			Object.assign(props0, props1);
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.interval_seconds !== void 0) {
			const _errs18 = errors;
			if (data && typeof data == "object" && !Array.isArray(data)) {
				if (data.cron_expression !== void 0) {
					const err9 = {
						instancePath: instancePath + "/cron_expression",
						schemaPath: "#/allOf/2/dependentSchemas/interval_seconds/properties/cron_expression/not",
						keyword: "not",
						params: {},
						schema: schema24.allOf[2].dependentSchemas.interval_seconds.properties.cron_expression.not,
						parentSchema: schema24.allOf[2].dependentSchemas.interval_seconds.properties.cron_expression,
						data: data.cron_expression
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data.timezone !== void 0) {
					const err10 = {
						instancePath: instancePath + "/timezone",
						schemaPath: "#/allOf/2/dependentSchemas/interval_seconds/properties/timezone/not",
						keyword: "not",
						params: {},
						schema: schema24.allOf[2].dependentSchemas.interval_seconds.properties.timezone.not,
						parentSchema: schema24.allOf[2].dependentSchemas.interval_seconds.properties.timezone,
						data: data.timezone
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			}
			if (_errs18 === errors) {
				var props2 = {};
				props2.cron_expression = true;
				props2.timezone = true;
			}
		} else var valid7 = true;
	}
	if (props0 !== true && props2 !== void 0) {
		if (props2 === true) props0 = true;
		else {
			props0 = props0 || {};
			Object.assign(props0, props2);
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (Object.keys(data).length < 1) {
			const err11 = {
				instancePath,
				schemaPath: "#/minProperties",
				keyword: "minProperties",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema24,
				data
			};
			if (vErrors === null) vErrors = [err11];
			else vErrors.push(err11);
			errors++;
		}
		for (const key0 in data) if (!func0.call(schema24.properties, key0)) {
			const err12 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema24,
				data
			};
			if (vErrors === null) vErrors = [err12];
			else vErrors.push(err12);
			errors++;
		}
		if (data.name !== void 0) {
			if (!validate2(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
				errors = vErrors.length;
			}
		}
		if (data.url !== void 0) {
			if (!validate4(data.url, {
				instancePath: instancePath + "/url",
				parentData: data,
				parentDataProperty: "url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
				errors = vErrors.length;
			}
		}
		if (data.method !== void 0) {
			if (!validate6(data.method, {
				instancePath: instancePath + "/method",
				parentData: data,
				parentDataProperty: "method",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
				errors = vErrors.length;
			}
		}
		if (data.schedule_type !== void 0) {
			if (!validate8(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate10(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate12(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate14(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
				errors = vErrors.length;
			}
		}
		if (data.notify_on_failure !== void 0) {
			if (!validate16(data.notify_on_failure, {
				instancePath: instancePath + "/notify_on_failure",
				parentData: data,
				parentDataProperty: "notify_on_failure",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
				errors = vErrors.length;
			}
		}
		if (data.timeout_seconds !== void 0) {
			if (!validate18(data.timeout_seconds, {
				instancePath: instancePath + "/timeout_seconds",
				parentData: data,
				parentDataProperty: "timeout_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
				errors = vErrors.length;
			}
		}
	} else {
		const err13 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema24.type,
			parentSchema: schema24,
			data
		};
		if (vErrors === null) vErrors = [err13];
		else vErrors.push(err13);
		errors++;
	}
	validate69.errors = vErrors;
	return errors === 0;
}
validate69.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v3 = validate79;
const schema25 = {
	"type": "object",
	"description": "A schedule, as in `JobCreate`, and how many of its next times to show from when.",
	"required": ["schedule_type"],
	"properties": {
		"schedule_type": { "$ref": "#/components/schemas/ScheduleType" },
		"interval_seconds": { "$ref": "#/components/schemas/IntervalSeconds" },
		"cron_expression": { "$ref": "#/components/schemas/CronExpression" },
		"timezone": { "$ref": "#/components/schemas/TimeZone" },
		"count": {
			"type": "integer",
			"description": "How many times to return.",
			"minimum": 1,
			"maximum": 20,
			"default": 5
		},
		"from": {
			"description": "The times returned are after this instant; default now (the service's clock). Times are computed\nup to 9999-12-31T23:59:59.999Z, the last instant a timestamp can write, that instant included; a\nschedule with fewer than `count` times left after `from` answers 422 at `/from`.\n",
			"$ref": "#/components/schemas/Timestamp"
		}
	},
	"additionalProperties": false,
	"oneOf": [{ "$ref": "#/components/schemas/IntervalSchedule" }, { "$ref": "#/components/schemas/CronSchedule" }],
	"discriminator": { "propertyName": "schedule_type" },
	"x-provenance": { "decided": {
		"reason": "The schedule rules of JobCreate, so a preview validates exactly as a create; 20 times fill a form's hint, and `from` lets a client look at a daylight-saving change ahead.",
		"keywords": [
			"type",
			"required",
			"additionalProperties",
			"oneOf",
			"discriminator",
			"minimum",
			"maximum",
			"default"
		]
	} }
};
function validate79(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate79.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.count === void 0) data.count = 5;
		if (data.schedule_type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "schedule_type" },
				schema: schema25.required,
				parentSchema: schema25,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "schedule_type" || key0 === "interval_seconds" || key0 === "cron_expression" || key0 === "timezone" || key0 === "count" || key0 === "from")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema25,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.schedule_type !== void 0) {
			if (!validate8(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate10(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate12(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate14(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
				errors = vErrors.length;
			}
		}
		let data4 = data.count;
		if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
			const err2 = {
				instancePath: instancePath + "/count",
				schemaPath: "#/properties/count/type",
				keyword: "type",
				params: { type: "integer" },
				schema: schema25.properties.count.type,
				parentSchema: schema25.properties.count,
				data: data4
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (typeof data4 == "number" && isFinite(data4)) {
			if (data4 > 20 || isNaN(data4)) {
				const err3 = {
					instancePath: instancePath + "/count",
					schemaPath: "#/properties/count/maximum",
					keyword: "maximum",
					params: {
						comparison: "<=",
						limit: 20
					},
					schema: 20,
					parentSchema: schema25.properties.count,
					data: data4
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			if (data4 < 1 || isNaN(data4)) {
				const err4 = {
					instancePath: instancePath + "/count",
					schemaPath: "#/properties/count/minimum",
					keyword: "minimum",
					params: {
						comparison: ">=",
						limit: 1
					},
					schema: 1,
					parentSchema: schema25.properties.count,
					data: data4
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.from !== void 0) {
			if (!validate28(data.from, {
				instancePath: instancePath + "/from",
				parentData: data,
				parentDataProperty: "from",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		const tag0 = data.schedule_type;
		if (typeof tag0 == "string") {
			if (tag0 === "interval") {
				if (!validate20(data, {
					instancePath,
					parentData,
					parentDataProperty,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
					errors = vErrors.length;
				}
			} else if (tag0 === "cron") {
				if (!validate22(data, {
					instancePath,
					parentData,
					parentDataProperty,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
					errors = vErrors.length;
				}
			} else {
				const err5 = {
					instancePath,
					schemaPath: "#/discriminator",
					keyword: "discriminator",
					params: {
						error: "mapping",
						tag: "schedule_type",
						tagValue: tag0
					},
					schema: schema25.discriminator,
					parentSchema: schema25,
					data
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		} else {
			const err6 = {
				instancePath,
				schemaPath: "#/discriminator",
				keyword: "discriminator",
				params: {
					error: "tag",
					tag: "schedule_type",
					tagValue: tag0
				},
				schema: schema25.discriminator,
				parentSchema: schema25,
				data
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
	} else {
		const err7 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema25.type,
			parentSchema: schema25,
			data
		};
		if (vErrors === null) vErrors = [err7];
		else vErrors.push(err7);
		errors++;
	}
	validate79.errors = vErrors;
	return errors === 0;
}
validate79.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
// \0entry
const validators = {
	"#/components/headers/IdempotencyReplayed/schema": v0$1,
	"#/components/headers/Location/schema": v1$1,
	"#/components/headers/RateLimit/schema": v2$1,
	"#/components/headers/RateLimitPolicy/schema": v3$1,
	"#/components/headers/RetryAfter/schema": v4,
	"#/components/headers/WWWAuthenticate/schema": v5,
	"#/components/parameters/Cursor/schema": v6,
	"#/components/parameters/IdempotencyKey/schema": v7,
	"#/components/parameters/JobId/schema": v18,
	"#/components/parameters/Limit/schema": v8,
	"#/components/parameters/StatusFilter/schema": v22,
	"#/components/responses/BadRequest/content/application~1problem+json/schema": v9,
	"#/components/responses/IdempotencyInFlight/content/application~1problem+json/schema": v27,
	"#/components/responses/InternalError/content/application~1problem+json/schema": v27,
	"#/components/responses/InvalidStateChange/content/application~1problem+json/schema": v27,
	"#/components/responses/NotFound/content/application~1problem+json/schema": v27,
	"#/components/responses/PayloadTooLarge/content/application~1problem+json/schema": v27,
	"#/components/responses/TooManyRequests/content/application~1problem+json/schema": v27,
	"#/components/responses/Unauthorized/content/application~1problem+json/schema": v27,
	"#/components/responses/UnsupportedMediaType/content/application~1problem+json/schema": v27,
	"#/components/responses/ValidationFailed/content/application~1problem+json/schema": v41,
	"#/components/schemas/BadRequestProblem": v9,
	"#/components/schemas/CronExpression": v10,
	"#/components/schemas/CronSchedule": v11,
	"#/components/schemas/FieldError": v12,
	"#/components/schemas/HttpMethod": v13,
	"#/components/schemas/IntervalSchedule": v14,
	"#/components/schemas/IntervalSeconds": v15,
	"#/components/schemas/Job": v16,
	"#/components/schemas/JobCreate": v17,
	"#/components/schemas/JobId": v18,
	"#/components/schemas/JobList": v19,
	"#/components/schemas/JobName": v20,
	"#/components/schemas/JobRunFailedNotification": v21,
	"#/components/schemas/JobStatus": v22,
	"#/components/schemas/JobUpdate": v23,
	"#/components/schemas/JobUrl": v24,
	"#/components/schemas/NotifyOnFailure": v25,
	"#/components/schemas/ParameterError": v26,
	"#/components/schemas/Problem": v27,
	"#/components/schemas/Run": v28,
	"#/components/schemas/RunError": v29,
	"#/components/schemas/RunId": v30,
	"#/components/schemas/RunList": v31,
	"#/components/schemas/RunOutcome": v32,
	"#/components/schemas/RunSummary": v33,
	"#/components/schemas/RunTrigger": v34,
	"#/components/schemas/SchedulePreview": v35,
	"#/components/schemas/SchedulePreviewRequest": v36,
	"#/components/schemas/ScheduleType": v37,
	"#/components/schemas/TimeZone": v38,
	"#/components/schemas/TimeoutSeconds": v39,
	"#/components/schemas/Timestamp": v40,
	"#/components/schemas/ValidationProblem": v41,
	"#/paths/~1v1~1jobs/get/responses/200/content/application~1json/schema": v19,
	"#/paths/~1v1~1jobs/post/requestBody/content/application~1json/schema": v17,
	"#/paths/~1v1~1jobs/post/responses/201/content/application~1json/schema": v16,
	"#/paths/~1v1~1jobs~1{job_id}/get/responses/200/content/application~1json/schema": v16,
	"#/paths/~1v1~1jobs~1{job_id}/patch/requestBody/content/application~1json/schema": v23,
	"#/paths/~1v1~1jobs~1{job_id}/patch/requestBody/content/application~1merge-patch+json/schema": v23,
	"#/paths/~1v1~1jobs~1{job_id}/patch/responses/200/content/application~1json/schema": v16,
	"#/paths/~1v1~1jobs~1{job_id}~1pause/post/responses/200/content/application~1json/schema": v16,
	"#/paths/~1v1~1jobs~1{job_id}~1resume/post/responses/200/content/application~1json/schema": v16,
	"#/paths/~1v1~1jobs~1{job_id}~1run/post/responses/202/content/application~1json/schema": v16,
	"#/paths/~1v1~1jobs~1{job_id}~1runs/get/responses/200/content/application~1json/schema": v31,
	"#/paths/~1v1~1schedules~1preview/post/requestBody/content/application~1json/schema": v36,
	"#/paths/~1v1~1schedules~1preview/post/responses/200/content/application~1json/schema": v35,
	"#/webhooks/jobRunFailed/post/parameters/0/schema": v42,
	"#/webhooks/jobRunFailed/post/parameters/1/schema": v43,
	"#/webhooks/jobRunFailed/post/parameters/2/schema": v44,
	"#/webhooks/jobRunFailed/post/requestBody/content/application~1json/schema": v21
};
const defaultingValidators = {
	"#/components/schemas/JobCreate": v0,
	"#/components/schemas/JobRunFailedNotification": v1,
	"#/components/schemas/JobUpdate": v2,
	"#/components/schemas/SchedulePreviewRequest": v3,
	"#/paths/~1v1~1jobs/post/requestBody/content/application~1json/schema": v0,
	"#/paths/~1v1~1jobs~1{job_id}/patch/requestBody/content/application~1json/schema": v2,
	"#/paths/~1v1~1jobs~1{job_id}/patch/requestBody/content/application~1merge-patch+json/schema": v2,
	"#/paths/~1v1~1schedules~1preview/post/requestBody/content/application~1json/schema": v3,
	"#/webhooks/jobRunFailed/post/requestBody/content/application~1json/schema": v1
};
export { defaultingValidators, validators };
