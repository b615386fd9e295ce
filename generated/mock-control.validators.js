// generated — do not edit. Source: spec/mock-control.yaml. Rebuild with `npm run generate`.
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
const schema1$1 = { "type": "string" };
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
	validate1$1.errors = vErrors;
	return errors === 0;
}
validate1$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v1$1 = validate2$1;
const schema2$1 = {
	"type": "object",
	"required": [
		"id",
		"name",
		"api_key"
	],
	"properties": {
		"id": { "type": "string" },
		"name": { "type": "string" },
		"api_key": { "type": "string" },
		"test_clock": {
			"type": "string",
			"description": "The test clock the account is on; absent when it follows the global clock."
		}
	}
};
function validate2$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate2$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema2$1.required,
				parentSchema: schema2$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.name === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "name" },
				schema: schema2$1.required,
				parentSchema: schema2$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.api_key === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "api_key" },
				schema: schema2$1.required,
				parentSchema: schema2$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.id !== void 0) {
			let data0 = data.id;
			if (typeof data0 !== "string") {
				const err3 = {
					instancePath: instancePath + "/id",
					schemaPath: "#/properties/id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema2$1.properties.id.type,
					parentSchema: schema2$1.properties.id,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.name !== void 0) {
			let data1 = data.name;
			if (typeof data1 !== "string") {
				const err4 = {
					instancePath: instancePath + "/name",
					schemaPath: "#/properties/name/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema2$1.properties.name.type,
					parentSchema: schema2$1.properties.name,
					data: data1
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.api_key !== void 0) {
			let data2 = data.api_key;
			if (typeof data2 !== "string") {
				const err5 = {
					instancePath: instancePath + "/api_key",
					schemaPath: "#/properties/api_key/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema2$1.properties.api_key.type,
					parentSchema: schema2$1.properties.api_key,
					data: data2
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.test_clock !== void 0) {
			let data3 = data.test_clock;
			if (typeof data3 !== "string") {
				const err6 = {
					instancePath: instancePath + "/test_clock",
					schemaPath: "#/properties/test_clock/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema2$1.properties.test_clock.type,
					parentSchema: schema2$1.properties.test_clock,
					data: data3
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
		}
	} else {
		const err7 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema2$1.type,
			parentSchema: schema2$1,
			data
		};
		if (vErrors === null) vErrors = [err7];
		else vErrors.push(err7);
		errors++;
	}
	validate2$1.errors = vErrors;
	return errors === 0;
}
validate2$1.evaluated = {
	"props": {
		"id": true,
		"name": true,
		"api_key": true,
		"test_clock": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v2$1 = validate3;
const schema3$1 = {
	"type": "object",
	"required": ["name"],
	"additionalProperties": false,
	"properties": {
		"name": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200
		},
		"api_key": {
			"$ref": "#/components/schemas/FixtureAccount/properties/api_key",
			"description": "The key the account is made with; a new random one when absent. Sent with `X-API-Key`, it must be that header's value.",
			"x-provenance": { "decided": { "reason": "A balancer hashing on X-API-Key must know where an account lives before it exists; the caller choosing the key is how." } }
		},
		"test_clock": {
			"type": "string",
			"description": "The id of a test clock (`POST /__mock/test-clocks`) to put the account on; an unknown one is 422. Absent, the account follows the global clock. An account stays on the clock it was made on."
		}
	}
};
const func0$1 = require_ucs2length().default;
const schema4$1 = {
	"type": "string",
	"minLength": 1,
	"maxLength": 200,
	"pattern": "^[!-~]+$",
	"x-error-detail": "must be printable ASCII without spaces (it travels in the X-API-Key header)"
};
const pattern0$1 = /* @__PURE__ */ new RegExp("^[!-~]+$", "u");
function validate4$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate4$1.evaluated;
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
				parentSchema: schema4$1,
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
				parentSchema: schema4$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (!pattern0$1.test(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[!-~]+$" },
				schema: "^[!-~]+$",
				parentSchema: schema4$1,
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
			schema: schema4$1.type,
			parentSchema: schema4$1,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate4$1.errors = vErrors;
	return errors === 0;
}
validate4$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate3.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.name === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "name" },
				schema: schema3$1.required,
				parentSchema: schema3$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "name" || key0 === "api_key" || key0 === "test_clock")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema3$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.name !== void 0) {
			let data0 = data.name;
			if (typeof data0 === "string") {
				if (func0$1(data0) > 200) {
					const err2 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						schema: 200,
						parentSchema: schema3$1.properties.name,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (func0$1(data0) < 1) {
					const err3 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema3$1.properties.name,
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/name",
					schemaPath: "#/properties/name/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema3$1.properties.name.type,
					parentSchema: schema3$1.properties.name,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.api_key !== void 0) {
			if (!validate4$1(data.api_key, {
				instancePath: instancePath + "/api_key",
				parentData: data,
				parentDataProperty: "api_key",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate4$1.errors : vErrors.concat(validate4$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.test_clock !== void 0) {
			let data2 = data.test_clock;
			if (typeof data2 !== "string") {
				const err5 = {
					instancePath: instancePath + "/test_clock",
					schemaPath: "#/properties/test_clock/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema3$1.properties.test_clock.type,
					parentSchema: schema3$1.properties.test_clock,
					data: data2
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
			schema: schema3$1.type,
			parentSchema: schema3$1,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate3.errors = vErrors;
	return errors === 0;
}
validate3.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v3$1 = validate6;
const schema5$1 = {
	"type": "object",
	"required": ["data"],
	"properties": { "data": {
		"type": "array",
		"items": { "$ref": "#/components/schemas/Account" }
	} }
};
function validate6(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate6.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema5$1.required,
				parentSchema: schema5$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate2$1(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate2$1.errors : vErrors.concat(validate2$1.errors);
					errors = vErrors.length;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema5$1.properties.data.type,
					parentSchema: schema5$1.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema5$1.type,
			parentSchema: schema5$1,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate6.errors = vErrors;
	return errors === 0;
}
validate6.evaluated = {
	"props": { "data": true },
	"dynamicProps": false,
	"dynamicItems": false
};
const v4$1 = validate8$1;
const schema6$1 = { "allOf": [{ "$ref": "#/components/schemas/AnswerOverrideFields" }, {
	"type": "object",
	"required": [
		"id",
		"operation_id",
		"remaining"
	],
	"properties": {
		"id": { "type": "string" },
		"remaining": {
			"description": "Requests it still applies to; null when until removed.",
			"oneOf": [{
				"type": "integer",
				"minimum": 1
			}, { "type": "null" }]
		}
	}
}] };
const schema7$1 = {
	"type": "object",
	"description": "Which requests an override takes and what it makes of their answer.",
	"properties": {
		"operation_id": {
			"type": "string",
			"minLength": 1,
			"description": "An `operationId` of the service spec (`listJobs`, `createJob`, …); an unknown one is 422 naming the nearest."
		},
		"method": {
			"type": "string",
			"enum": [
				"GET",
				"POST",
				"PATCH",
				"DELETE",
				"PUT",
				"HEAD",
				"OPTIONS"
			],
			"description": "With `path`, names the operation instead of `operation_id`."
		},
		"path": {
			"type": "string",
			"minLength": 1,
			"maxLength": 2048,
			"pattern": "^/",
			"x-error-detail": "must start with /",
			"description": "A path template of the service spec (`/v1/jobs/{job_id}`, every path of the operation) or a concrete path (`/v1/jobs/job_…`, that path only)."
		},
		"account": {
			"type": "string",
			"description": "Only this account's requests (its id)."
		},
		"test_clock": {
			"type": "string",
			"description": "Only the requests of the accounts on this test clock (its id)."
		},
		"status": {
			"type": "integer",
			"minimum": 200,
			"maximum": 599,
			"description": "The status answered instead of the real answer."
		},
		"body": { "description": "The JSON body of the answer (with `status` only); the spec's example or a problem when absent." },
		"headers": {
			"type": "object",
			"description": "Headers added to the answer (with `status` only).",
			"additionalProperties": {
				"type": "string",
				"maxLength": 1024
			},
			"maxProperties": 20
		},
		"delay_ms": {
			"type": "integer",
			"minimum": 0,
			"maximum": 6e4,
			"description": "Milliseconds of real time before the answer is given."
		},
		"times": {
			"type": "integer",
			"minimum": 1,
			"description": "How many requests it applies to before it is removed; until removed when absent."
		}
	}
};
const pattern1$1 = /* @__PURE__ */ new RegExp("^/", "u");
function validate9$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate9$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.operation_id !== void 0) {
			let data0 = data.operation_id;
			if (typeof data0 === "string") {
				if (func0$1(data0) < 1) {
					const err0 = {
						instancePath: instancePath + "/operation_id",
						schemaPath: "#/properties/operation_id/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema7$1.properties.operation_id,
						data: data0
					};
					if (vErrors === null) vErrors = [err0];
					else vErrors.push(err0);
					errors++;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/operation_id",
					schemaPath: "#/properties/operation_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.operation_id.type,
					parentSchema: schema7$1.properties.operation_id,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.method !== void 0) {
			let data1 = data.method;
			if (typeof data1 !== "string") {
				const err2 = {
					instancePath: instancePath + "/method",
					schemaPath: "#/properties/method/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.method.type,
					parentSchema: schema7$1.properties.method,
					data: data1
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (!(data1 === "GET" || data1 === "POST" || data1 === "PATCH" || data1 === "DELETE" || data1 === "PUT" || data1 === "HEAD" || data1 === "OPTIONS")) {
				const err3 = {
					instancePath: instancePath + "/method",
					schemaPath: "#/properties/method/enum",
					keyword: "enum",
					params: { allowedValues: schema7$1.properties.method.enum },
					schema: schema7$1.properties.method.enum,
					parentSchema: schema7$1.properties.method,
					data: data1
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.path !== void 0) {
			let data2 = data.path;
			if (typeof data2 === "string") {
				if (func0$1(data2) > 2048) {
					const err4 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/maxLength",
						keyword: "maxLength",
						params: { limit: 2048 },
						schema: 2048,
						parentSchema: schema7$1.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				if (func0$1(data2) < 1) {
					const err5 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema7$1.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				if (!pattern1$1.test(data2)) {
					const err6 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/pattern",
						keyword: "pattern",
						params: { pattern: "^/" },
						schema: "^/",
						parentSchema: schema7$1.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/path",
					schemaPath: "#/properties/path/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.path.type,
					parentSchema: schema7$1.properties.path,
					data: data2
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.account !== void 0) {
			let data3 = data.account;
			if (typeof data3 !== "string") {
				const err8 = {
					instancePath: instancePath + "/account",
					schemaPath: "#/properties/account/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.account.type,
					parentSchema: schema7$1.properties.account,
					data: data3
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
		}
		if (data.test_clock !== void 0) {
			let data4 = data.test_clock;
			if (typeof data4 !== "string") {
				const err9 = {
					instancePath: instancePath + "/test_clock",
					schemaPath: "#/properties/test_clock/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.test_clock.type,
					parentSchema: schema7$1.properties.test_clock,
					data: data4
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
		}
		if (data.status !== void 0) {
			let data5 = data.status;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err10 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema7$1.properties.status.type,
					parentSchema: schema7$1.properties.status,
					data: data5
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 > 599 || isNaN(data5)) {
					const err11 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema7$1.properties.status,
						data: data5
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				if (data5 < 200 || isNaN(data5)) {
					const err12 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 200
						},
						schema: 200,
						parentSchema: schema7$1.properties.status,
						data: data5
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
			}
		}
		if (data.headers !== void 0) {
			let data6 = data.headers;
			if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
				if (Object.keys(data6).length > 20) {
					const err13 = {
						instancePath: instancePath + "/headers",
						schemaPath: "#/properties/headers/maxProperties",
						keyword: "maxProperties",
						params: { limit: 20 },
						schema: 20,
						parentSchema: schema7$1.properties.headers,
						data: data6
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
				for (const key0 in data6) {
					let data7 = data6[key0];
					if (typeof data7 === "string") {
						if (func0$1(data7) > 1024) {
							const err14 = {
								instancePath: instancePath + "/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
								schemaPath: "#/properties/headers/additionalProperties/maxLength",
								keyword: "maxLength",
								params: { limit: 1024 },
								schema: 1024,
								parentSchema: schema7$1.properties.headers.additionalProperties,
								data: data7
							};
							if (vErrors === null) vErrors = [err14];
							else vErrors.push(err14);
							errors++;
						}
					} else {
						const err15 = {
							instancePath: instancePath + "/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/properties/headers/additionalProperties/type",
							keyword: "type",
							params: { type: "string" },
							schema: schema7$1.properties.headers.additionalProperties.type,
							parentSchema: schema7$1.properties.headers.additionalProperties,
							data: data7
						};
						if (vErrors === null) vErrors = [err15];
						else vErrors.push(err15);
						errors++;
					}
				}
			} else {
				const err16 = {
					instancePath: instancePath + "/headers",
					schemaPath: "#/properties/headers/type",
					keyword: "type",
					params: { type: "object" },
					schema: schema7$1.properties.headers.type,
					parentSchema: schema7$1.properties.headers,
					data: data6
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
		}
		if (data.delay_ms !== void 0) {
			let data8 = data.delay_ms;
			if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
				const err17 = {
					instancePath: instancePath + "/delay_ms",
					schemaPath: "#/properties/delay_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema7$1.properties.delay_ms.type,
					parentSchema: schema7$1.properties.delay_ms,
					data: data8
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			if (typeof data8 == "number" && isFinite(data8)) {
				if (data8 > 6e4 || isNaN(data8)) {
					const err18 = {
						instancePath: instancePath + "/delay_ms",
						schemaPath: "#/properties/delay_ms/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 6e4
						},
						schema: 6e4,
						parentSchema: schema7$1.properties.delay_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err18];
					else vErrors.push(err18);
					errors++;
				}
				if (data8 < 0 || isNaN(data8)) {
					const err19 = {
						instancePath: instancePath + "/delay_ms",
						schemaPath: "#/properties/delay_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema7$1.properties.delay_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err19];
					else vErrors.push(err19);
					errors++;
				}
			}
		}
		if (data.times !== void 0) {
			let data9 = data.times;
			if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
				const err20 = {
					instancePath: instancePath + "/times",
					schemaPath: "#/properties/times/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema7$1.properties.times.type,
					parentSchema: schema7$1.properties.times,
					data: data9
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
			if (typeof data9 == "number" && isFinite(data9)) {
				if (data9 < 1 || isNaN(data9)) {
					const err21 = {
						instancePath: instancePath + "/times",
						schemaPath: "#/properties/times/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema7$1.properties.times,
						data: data9
					};
					if (vErrors === null) vErrors = [err21];
					else vErrors.push(err21);
					errors++;
				}
			}
		}
	} else {
		const err22 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema7$1.type,
			parentSchema: schema7$1,
			data
		};
		if (vErrors === null) vErrors = [err22];
		else vErrors.push(err22);
		errors++;
	}
	validate9$1.errors = vErrors;
	return errors === 0;
}
validate9$1.evaluated = {
	"props": {
		"operation_id": true,
		"method": true,
		"path": true,
		"account": true,
		"test_clock": true,
		"status": true,
		"body": true,
		"headers": true,
		"delay_ms": true,
		"times": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate8$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate8$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!validate9$1(data, {
		instancePath,
		parentData,
		parentDataProperty,
		rootData,
		dynamicAnchors
	})) {
		vErrors = vErrors === null ? validate9$1.errors : vErrors.concat(validate9$1.errors);
		errors = vErrors.length;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/allOf/1/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema6$1.allOf[1].required,
				parentSchema: schema6$1.allOf[1],
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.operation_id === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/allOf/1/required",
				keyword: "required",
				params: { missingProperty: "operation_id" },
				schema: schema6$1.allOf[1].required,
				parentSchema: schema6$1.allOf[1],
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.remaining === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/allOf/1/required",
				keyword: "required",
				params: { missingProperty: "remaining" },
				schema: schema6$1.allOf[1].required,
				parentSchema: schema6$1.allOf[1],
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.id !== void 0) {
			let data0 = data.id;
			if (typeof data0 !== "string") {
				const err3 = {
					instancePath: instancePath + "/id",
					schemaPath: "#/allOf/1/properties/id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema6$1.allOf[1].properties.id.type,
					parentSchema: schema6$1.allOf[1].properties.id,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.remaining !== void 0) {
			let data1 = data.remaining;
			const _errs6 = errors;
			let valid2 = false;
			let passing0 = null;
			const _errs7 = errors;
			if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
				const err4 = {
					instancePath: instancePath + "/remaining",
					schemaPath: "#/allOf/1/properties/remaining/oneOf/0/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema6$1.allOf[1].properties.remaining.oneOf[0].type,
					parentSchema: schema6$1.allOf[1].properties.remaining.oneOf[0],
					data: data1
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
			if (typeof data1 == "number" && isFinite(data1)) {
				if (data1 < 1 || isNaN(data1)) {
					const err5 = {
						instancePath: instancePath + "/remaining",
						schemaPath: "#/allOf/1/properties/remaining/oneOf/0/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema6$1.allOf[1].properties.remaining.oneOf[0],
						data: data1
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
			}
			var _valid0 = _errs7 === errors;
			if (_valid0) {
				valid2 = true;
				passing0 = 0;
			}
			const _errs9 = errors;
			if (data1 !== null) {
				const err6 = {
					instancePath: instancePath + "/remaining",
					schemaPath: "#/allOf/1/properties/remaining/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema6$1.allOf[1].properties.remaining.oneOf[1].type,
					parentSchema: schema6$1.allOf[1].properties.remaining.oneOf[1],
					data: data1
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			var _valid0 = _errs9 === errors;
			if (_valid0 && valid2) {
				valid2 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid2 = true;
				passing0 = 1;
			}
			if (!valid2) {
				const err7 = {
					instancePath: instancePath + "/remaining",
					schemaPath: "#/allOf/1/properties/remaining/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema6$1.allOf[1].properties.remaining.oneOf,
					parentSchema: schema6$1.allOf[1].properties.remaining,
					data: data1
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			} else {
				errors = _errs6;
				if (vErrors !== null) {
					if (_errs6) vErrors.length = _errs6;
					else vErrors = null;
				}
			}
		}
	} else {
		const err8 = {
			instancePath,
			schemaPath: "#/allOf/1/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema6$1.allOf[1].type,
			parentSchema: schema6$1.allOf[1],
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	validate8$1.errors = vErrors;
	return errors === 0;
}
validate8$1.evaluated = {
	"props": {
		"id": true,
		"remaining": true,
		"operation_id": true,
		"method": true,
		"path": true,
		"account": true,
		"test_clock": true,
		"status": true,
		"body": true,
		"headers": true,
		"delay_ms": true,
		"times": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v5$1 = validate11;
const schema8$1 = {
	"description": "The operation by `operation_id` or by `method` and `path` (one of the two); at most one of `account` and `test_clock`; `status`, `delay_ms` or both; `body` and `headers` only with `status`.",
	"allOf": [{ "$ref": "#/components/schemas/AnswerOverrideFields" }],
	"oneOf": [{
		"required": ["operation_id"],
		"not": { "anyOf": [{ "required": ["method"] }, { "required": ["path"] }] }
	}, {
		"required": ["method", "path"],
		"not": { "required": ["operation_id"] }
	}],
	"anyOf": [{ "required": ["status"] }, { "required": ["delay_ms"] }],
	"not": { "anyOf": [
		{ "required": ["account", "test_clock"] },
		{
			"required": ["body"],
			"not": { "required": ["status"] }
		},
		{
			"required": ["headers"],
			"not": { "required": ["status"] }
		}
	] },
	"unevaluatedProperties": false
};
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate11.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs0 = errors;
	const _errs1 = errors;
	const _errs2 = errors;
	let valid1 = false;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.account === void 0 && "account" || data.test_clock === void 0 && "test_clock") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	}
	var _valid0 = _errs3 === errors;
	valid1 = valid1 || _valid0;
	const _errs4 = errors;
	const _errs5 = errors;
	const _errs6 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status === void 0 && "status") {
			const err1 = {};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	}
	if (_errs6 === errors) {
		const err2 = {};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	} else {
		errors = _errs5;
		if (vErrors !== null) {
			if (_errs5) vErrors.length = _errs5;
			else vErrors = null;
		}
	}
	if (errors === _errs4) {
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.body === void 0 && "body") {
				const err3 = {};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
	}
	var _valid0 = _errs4 === errors;
	valid1 = valid1 || _valid0;
	const _errs7 = errors;
	const _errs8 = errors;
	const _errs9 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status === void 0 && "status") {
			const err4 = {};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
	}
	if (_errs9 === errors) {
		const err5 = {};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	} else {
		errors = _errs8;
		if (vErrors !== null) {
			if (_errs8) vErrors.length = _errs8;
			else vErrors = null;
		}
	}
	if (errors === _errs7) {
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.headers === void 0 && "headers") {
				const err6 = {};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
		}
	}
	var _valid0 = _errs7 === errors;
	valid1 = valid1 || _valid0;
	if (!valid1) {
		const err7 = {};
		if (vErrors === null) vErrors = [err7];
		else vErrors.push(err7);
		errors++;
	} else {
		errors = _errs2;
		if (vErrors !== null) {
			if (_errs2) vErrors.length = _errs2;
			else vErrors = null;
		}
	}
	if (_errs1 === errors) {
		const err8 = {
			instancePath,
			schemaPath: "#/not",
			keyword: "not",
			params: {},
			schema: schema8$1.not,
			parentSchema: schema8$1,
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	} else {
		errors = _errs0;
		if (vErrors !== null) {
			if (_errs0) vErrors.length = _errs0;
			else vErrors = null;
		}
	}
	const _errs10 = errors;
	let valid4 = false;
	const _errs11 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status === void 0) {
			const err9 = {
				instancePath,
				schemaPath: "#/anyOf/0/required",
				keyword: "required",
				params: { missingProperty: "status" },
				schema: schema8$1.anyOf[0].required,
				parentSchema: schema8$1.anyOf[0],
				data
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
	}
	var _valid1 = _errs11 === errors;
	valid4 = valid4 || _valid1;
	const _errs12 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.delay_ms === void 0) {
			const err10 = {
				instancePath,
				schemaPath: "#/anyOf/1/required",
				keyword: "required",
				params: { missingProperty: "delay_ms" },
				schema: schema8$1.anyOf[1].required,
				parentSchema: schema8$1.anyOf[1],
				data
			};
			if (vErrors === null) vErrors = [err10];
			else vErrors.push(err10);
			errors++;
		}
	}
	var _valid1 = _errs12 === errors;
	valid4 = valid4 || _valid1;
	if (!valid4) {
		const err11 = {
			instancePath,
			schemaPath: "#/anyOf",
			keyword: "anyOf",
			params: {},
			schema: schema8$1.anyOf,
			parentSchema: schema8$1,
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	} else {
		errors = _errs10;
		if (vErrors !== null) {
			if (_errs10) vErrors.length = _errs10;
			else vErrors = null;
		}
	}
	const _errs13 = errors;
	let valid5 = false;
	let passing0 = null;
	const _errs14 = errors;
	const _errs15 = errors;
	const _errs16 = errors;
	const _errs17 = errors;
	let valid7 = false;
	const _errs18 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.method === void 0 && "method") {
			const err12 = {};
			if (vErrors === null) vErrors = [err12];
			else vErrors.push(err12);
			errors++;
		}
	}
	var _valid3 = _errs18 === errors;
	valid7 = valid7 || _valid3;
	const _errs19 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.path === void 0 && "path") {
			const err13 = {};
			if (vErrors === null) vErrors = [err13];
			else vErrors.push(err13);
			errors++;
		}
	}
	var _valid3 = _errs19 === errors;
	valid7 = valid7 || _valid3;
	if (!valid7) {
		const err14 = {};
		if (vErrors === null) vErrors = [err14];
		else vErrors.push(err14);
		errors++;
	} else {
		errors = _errs17;
		if (vErrors !== null) {
			if (_errs17) vErrors.length = _errs17;
			else vErrors = null;
		}
	}
	if (_errs16 === errors) {
		const err15 = {
			instancePath,
			schemaPath: "#/oneOf/0/not",
			keyword: "not",
			params: {},
			schema: schema8$1.oneOf[0].not,
			parentSchema: schema8$1.oneOf[0],
			data
		};
		if (vErrors === null) vErrors = [err15];
		else vErrors.push(err15);
		errors++;
	} else {
		errors = _errs15;
		if (vErrors !== null) {
			if (_errs15) vErrors.length = _errs15;
			else vErrors = null;
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.operation_id === void 0) {
			const err16 = {
				instancePath,
				schemaPath: "#/oneOf/0/required",
				keyword: "required",
				params: { missingProperty: "operation_id" },
				schema: schema8$1.oneOf[0].required,
				parentSchema: schema8$1.oneOf[0],
				data
			};
			if (vErrors === null) vErrors = [err16];
			else vErrors.push(err16);
			errors++;
		}
	}
	var _valid2 = _errs14 === errors;
	if (_valid2) {
		valid5 = true;
		passing0 = 0;
	}
	const _errs20 = errors;
	const _errs21 = errors;
	const _errs22 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.operation_id === void 0 && "operation_id") {
			const err17 = {};
			if (vErrors === null) vErrors = [err17];
			else vErrors.push(err17);
			errors++;
		}
	}
	if (_errs22 === errors) {
		const err18 = {
			instancePath,
			schemaPath: "#/oneOf/1/not",
			keyword: "not",
			params: {},
			schema: schema8$1.oneOf[1].not,
			parentSchema: schema8$1.oneOf[1],
			data
		};
		if (vErrors === null) vErrors = [err18];
		else vErrors.push(err18);
		errors++;
	} else {
		errors = _errs21;
		if (vErrors !== null) {
			if (_errs21) vErrors.length = _errs21;
			else vErrors = null;
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.method === void 0) {
			const err19 = {
				instancePath,
				schemaPath: "#/oneOf/1/required",
				keyword: "required",
				params: { missingProperty: "method" },
				schema: schema8$1.oneOf[1].required,
				parentSchema: schema8$1.oneOf[1],
				data
			};
			if (vErrors === null) vErrors = [err19];
			else vErrors.push(err19);
			errors++;
		}
		if (data.path === void 0) {
			const err20 = {
				instancePath,
				schemaPath: "#/oneOf/1/required",
				keyword: "required",
				params: { missingProperty: "path" },
				schema: schema8$1.oneOf[1].required,
				parentSchema: schema8$1.oneOf[1],
				data
			};
			if (vErrors === null) vErrors = [err20];
			else vErrors.push(err20);
			errors++;
		}
	}
	var _valid2 = _errs20 === errors;
	if (_valid2 && valid5) {
		valid5 = false;
		passing0 = [passing0, 1];
	} else if (_valid2) {
		valid5 = true;
		passing0 = 1;
	}
	if (!valid5) {
		const err21 = {
			instancePath,
			schemaPath: "#/oneOf",
			keyword: "oneOf",
			params: { passingSchemas: passing0 },
			schema: schema8$1.oneOf,
			parentSchema: schema8$1,
			data
		};
		if (vErrors === null) vErrors = [err21];
		else vErrors.push(err21);
		errors++;
	} else {
		errors = _errs13;
		if (vErrors !== null) {
			if (_errs13) vErrors.length = _errs13;
			else vErrors = null;
		}
	}
	if (!validate9$1(data, {
		instancePath,
		parentData,
		parentDataProperty,
		rootData,
		dynamicAnchors
	})) {
		vErrors = vErrors === null ? validate9$1.errors : vErrors.concat(validate9$1.errors);
		errors = vErrors.length;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (key0 !== "operation_id" && key0 !== "method" && key0 !== "path" && key0 !== "account" && key0 !== "test_clock" && key0 !== "status" && key0 !== "body" && key0 !== "headers" && key0 !== "delay_ms" && key0 !== "times") {
			const err22 = {
				instancePath,
				schemaPath: "#/unevaluatedProperties",
				keyword: "unevaluatedProperties",
				params: { unevaluatedProperty: key0 },
				schema: false,
				parentSchema: schema8$1,
				data
			};
			if (vErrors === null) vErrors = [err22];
			else vErrors.push(err22);
			errors++;
		}
	}
	validate11.errors = vErrors;
	return errors === 0;
}
validate11.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v6$1 = validate13$1;
function validate13$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate13$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.operation_id !== void 0) {
			let data0 = data.operation_id;
			if (typeof data0 === "string") {
				if (func0$1(data0) < 1) {
					const err0 = {
						instancePath: instancePath + "/operation_id",
						schemaPath: "#/properties/operation_id/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema7$1.properties.operation_id,
						data: data0
					};
					if (vErrors === null) vErrors = [err0];
					else vErrors.push(err0);
					errors++;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/operation_id",
					schemaPath: "#/properties/operation_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.operation_id.type,
					parentSchema: schema7$1.properties.operation_id,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.method !== void 0) {
			let data1 = data.method;
			if (typeof data1 !== "string") {
				const err2 = {
					instancePath: instancePath + "/method",
					schemaPath: "#/properties/method/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.method.type,
					parentSchema: schema7$1.properties.method,
					data: data1
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (!(data1 === "GET" || data1 === "POST" || data1 === "PATCH" || data1 === "DELETE" || data1 === "PUT" || data1 === "HEAD" || data1 === "OPTIONS")) {
				const err3 = {
					instancePath: instancePath + "/method",
					schemaPath: "#/properties/method/enum",
					keyword: "enum",
					params: { allowedValues: schema7$1.properties.method.enum },
					schema: schema7$1.properties.method.enum,
					parentSchema: schema7$1.properties.method,
					data: data1
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.path !== void 0) {
			let data2 = data.path;
			if (typeof data2 === "string") {
				if (func0$1(data2) > 2048) {
					const err4 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/maxLength",
						keyword: "maxLength",
						params: { limit: 2048 },
						schema: 2048,
						parentSchema: schema7$1.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				if (func0$1(data2) < 1) {
					const err5 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema7$1.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				if (!pattern1$1.test(data2)) {
					const err6 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/pattern",
						keyword: "pattern",
						params: { pattern: "^/" },
						schema: "^/",
						parentSchema: schema7$1.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/path",
					schemaPath: "#/properties/path/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.path.type,
					parentSchema: schema7$1.properties.path,
					data: data2
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.account !== void 0) {
			let data3 = data.account;
			if (typeof data3 !== "string") {
				const err8 = {
					instancePath: instancePath + "/account",
					schemaPath: "#/properties/account/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.account.type,
					parentSchema: schema7$1.properties.account,
					data: data3
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
		}
		if (data.test_clock !== void 0) {
			let data4 = data.test_clock;
			if (typeof data4 !== "string") {
				const err9 = {
					instancePath: instancePath + "/test_clock",
					schemaPath: "#/properties/test_clock/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema7$1.properties.test_clock.type,
					parentSchema: schema7$1.properties.test_clock,
					data: data4
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
		}
		if (data.status !== void 0) {
			let data5 = data.status;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err10 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema7$1.properties.status.type,
					parentSchema: schema7$1.properties.status,
					data: data5
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 > 599 || isNaN(data5)) {
					const err11 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema7$1.properties.status,
						data: data5
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				if (data5 < 200 || isNaN(data5)) {
					const err12 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 200
						},
						schema: 200,
						parentSchema: schema7$1.properties.status,
						data: data5
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
			}
		}
		if (data.headers !== void 0) {
			let data6 = data.headers;
			if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
				if (Object.keys(data6).length > 20) {
					const err13 = {
						instancePath: instancePath + "/headers",
						schemaPath: "#/properties/headers/maxProperties",
						keyword: "maxProperties",
						params: { limit: 20 },
						schema: 20,
						parentSchema: schema7$1.properties.headers,
						data: data6
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
				for (const key0 in data6) {
					let data7 = data6[key0];
					if (typeof data7 === "string") {
						if (func0$1(data7) > 1024) {
							const err14 = {
								instancePath: instancePath + "/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
								schemaPath: "#/properties/headers/additionalProperties/maxLength",
								keyword: "maxLength",
								params: { limit: 1024 },
								schema: 1024,
								parentSchema: schema7$1.properties.headers.additionalProperties,
								data: data7
							};
							if (vErrors === null) vErrors = [err14];
							else vErrors.push(err14);
							errors++;
						}
					} else {
						const err15 = {
							instancePath: instancePath + "/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/properties/headers/additionalProperties/type",
							keyword: "type",
							params: { type: "string" },
							schema: schema7$1.properties.headers.additionalProperties.type,
							parentSchema: schema7$1.properties.headers.additionalProperties,
							data: data7
						};
						if (vErrors === null) vErrors = [err15];
						else vErrors.push(err15);
						errors++;
					}
				}
			} else {
				const err16 = {
					instancePath: instancePath + "/headers",
					schemaPath: "#/properties/headers/type",
					keyword: "type",
					params: { type: "object" },
					schema: schema7$1.properties.headers.type,
					parentSchema: schema7$1.properties.headers,
					data: data6
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
		}
		if (data.delay_ms !== void 0) {
			let data8 = data.delay_ms;
			if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
				const err17 = {
					instancePath: instancePath + "/delay_ms",
					schemaPath: "#/properties/delay_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema7$1.properties.delay_ms.type,
					parentSchema: schema7$1.properties.delay_ms,
					data: data8
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			if (typeof data8 == "number" && isFinite(data8)) {
				if (data8 > 6e4 || isNaN(data8)) {
					const err18 = {
						instancePath: instancePath + "/delay_ms",
						schemaPath: "#/properties/delay_ms/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 6e4
						},
						schema: 6e4,
						parentSchema: schema7$1.properties.delay_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err18];
					else vErrors.push(err18);
					errors++;
				}
				if (data8 < 0 || isNaN(data8)) {
					const err19 = {
						instancePath: instancePath + "/delay_ms",
						schemaPath: "#/properties/delay_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema7$1.properties.delay_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err19];
					else vErrors.push(err19);
					errors++;
				}
			}
		}
		if (data.times !== void 0) {
			let data9 = data.times;
			if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
				const err20 = {
					instancePath: instancePath + "/times",
					schemaPath: "#/properties/times/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema7$1.properties.times.type,
					parentSchema: schema7$1.properties.times,
					data: data9
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
			if (typeof data9 == "number" && isFinite(data9)) {
				if (data9 < 1 || isNaN(data9)) {
					const err21 = {
						instancePath: instancePath + "/times",
						schemaPath: "#/properties/times/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema7$1.properties.times,
						data: data9
					};
					if (vErrors === null) vErrors = [err21];
					else vErrors.push(err21);
					errors++;
				}
			}
		}
	} else {
		const err22 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema7$1.type,
			parentSchema: schema7$1,
			data
		};
		if (vErrors === null) vErrors = [err22];
		else vErrors.push(err22);
		errors++;
	}
	validate13$1.errors = vErrors;
	return errors === 0;
}
validate13$1.evaluated = {
	"props": {
		"operation_id": true,
		"method": true,
		"path": true,
		"account": true,
		"test_clock": true,
		"status": true,
		"body": true,
		"headers": true,
		"delay_ms": true,
		"times": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v7$1 = validate14;
const schema10$1 = {
	"type": "object",
	"required": ["data"],
	"properties": { "data": {
		"type": "array",
		"items": { "$ref": "#/components/schemas/AnswerOverride" }
	} }
};
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate14.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema10$1.required,
				parentSchema: schema10$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate8$1(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate8$1.errors : vErrors.concat(validate8$1.errors);
					errors = vErrors.length;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema10$1.properties.data.type,
					parentSchema: schema10$1.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema10$1.type,
			parentSchema: schema10$1,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate14.errors = vErrors;
	return errors === 0;
}
validate14.evaluated = {
	"props": { "data": true },
	"dynamicProps": false,
	"dynamicItems": false
};
const v8$1 = validate16;
const schema11$1 = {
	"type": "object",
	"required": ["now", "mode"],
	"properties": {
		"now": { "$ref": "#/components/schemas/Timestamp" },
		"mode": { "$ref": "#/components/schemas/ClockMode" },
		"speed": {
			"type": "number",
			"exclusiveMinimum": 0,
			"description": "Present for a real clock only — how many times faster than real time it runs (`--speed`, 1 by default)."
		}
	}
};
const schema12$1 = {
	"type": "string",
	"format": "date-time",
	"description": "RFC 3339 date-time in UTC with milliseconds.",
	"pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
	"x-error-detail": "must be a UTC date-time with milliseconds such as 2026-11-22T15:00:00.000Z",
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 timestamps not shown; RFC 3339 UTC sorts as text and parses everywhere." } },
	"examples": ["2026-11-22T15:00:00.000Z"]
};
const formats0$1 = require_formats().fullFormats["date-time"];
const pattern3$1 = /* @__PURE__ */ new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$", "u");
function validate17$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate17$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern3$1.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$" },
				schema: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
				parentSchema: schema12$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!formats0$1.validate(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "date-time" },
				schema: "date-time",
				parentSchema: schema12$1,
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
			schema: schema12$1.type,
			parentSchema: schema12$1,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate17$1.errors = vErrors;
	return errors === 0;
}
validate17$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema13$1 = {
	"type": "string",
	"enum": ["real", "virtual"],
	"description": "`real` follows the machine's time (times `--speed`); `virtual` moves only when told."
};
function validate19$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate19$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema13$1.type,
			parentSchema: schema13$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "real" || data === "virtual")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema13$1.enum },
			schema: schema13$1.enum,
			parentSchema: schema13$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate19$1.errors = vErrors;
	return errors === 0;
}
validate19$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate16.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.now === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "now" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.mode === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "mode" },
				schema: schema11$1.required,
				parentSchema: schema11$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.now !== void 0) {
			if (!validate17$1(data.now, {
				instancePath: instancePath + "/now",
				parentData: data,
				parentDataProperty: "now",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.mode !== void 0) {
			if (!validate19$1(data.mode, {
				instancePath: instancePath + "/mode",
				parentData: data,
				parentDataProperty: "mode",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate19$1.errors : vErrors.concat(validate19$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.speed !== void 0) {
			let data2 = data.speed;
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 <= 0 || isNaN(data2)) {
					const err2 = {
						instancePath: instancePath + "/speed",
						schemaPath: "#/properties/speed/exclusiveMinimum",
						keyword: "exclusiveMinimum",
						params: {
							comparison: ">",
							limit: 0
						},
						schema: 0,
						parentSchema: schema11$1.properties.speed,
						data: data2
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/speed",
					schemaPath: "#/properties/speed/type",
					keyword: "type",
					params: { type: "number" },
					schema: schema11$1.properties.speed.type,
					parentSchema: schema11$1.properties.speed,
					data: data2
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
			schema: schema11$1.type,
			parentSchema: schema11$1,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate16.errors = vErrors;
	return errors === 0;
}
validate16.evaluated = {
	"props": {
		"now": true,
		"mode": true,
		"speed": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v9$1 = validate21;
const schema14$1 = {
	"type": "object",
	"required": ["seconds"],
	"additionalProperties": false,
	"properties": { "seconds": {
		"type": "number",
		"exclusiveMinimum": 0,
		"maximum": 31536e3,
		"description": "How far to move, at most a year per call."
	} }
};
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate21.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.seconds === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "seconds" },
				schema: schema14$1.required,
				parentSchema: schema14$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "seconds")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema14$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.seconds !== void 0) {
			let data0 = data.seconds;
			if (typeof data0 == "number" && isFinite(data0)) {
				if (data0 > 31536e3 || isNaN(data0)) {
					const err2 = {
						instancePath: instancePath + "/seconds",
						schemaPath: "#/properties/seconds/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 31536e3
						},
						schema: 31536e3,
						parentSchema: schema14$1.properties.seconds,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (data0 <= 0 || isNaN(data0)) {
					const err3 = {
						instancePath: instancePath + "/seconds",
						schemaPath: "#/properties/seconds/exclusiveMinimum",
						keyword: "exclusiveMinimum",
						params: {
							comparison: ">",
							limit: 0
						},
						schema: 0,
						parentSchema: schema14$1.properties.seconds,
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/seconds",
					schemaPath: "#/properties/seconds/type",
					keyword: "type",
					params: { type: "number" },
					schema: schema14$1.properties.seconds.type,
					parentSchema: schema14$1.properties.seconds,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema14$1.type,
			parentSchema: schema14$1,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate21.errors = vErrors;
	return errors === 0;
}
validate21.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v10 = validate22$1;
const schema15$1 = {
	"type": "object",
	"required": [
		"now",
		"mode",
		"runs",
		"runs_total"
	],
	"properties": {
		"now": { "$ref": "#/components/schemas/Timestamp" },
		"mode": { "$ref": "#/components/schemas/ClockMode" },
		"speed": {
			"type": "number",
			"exclusiveMinimum": 0,
			"description": "Present for a real clock only — how many times faster than real time it runs (`--speed`, 1 by default)."
		},
		"runs": {
			"type": "array",
			"maxItems": 1e3,
			"description": "The runs made during the move, oldest first — the newest 1,000 when there were more.",
			"items": { "$ref": "#/components/schemas/Run" }
		},
		"runs_total": {
			"type": "integer",
			"minimum": 0,
			"description": "How many runs the move made in all."
		}
	}
};
const schema16$1 = {
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
const schema17$1 = {
	"type": "string",
	"description": "A run's id — `run_` and a ULID.",
	"pattern": "^run_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be run_ followed by a 26-character ULID",
	"x-provenance": { "decided": { "reason": "Identifiers are prefixed ULIDs, as for jobs." } },
	"examples": ["run_01JD5ZT2B3C4D5E6F7G8H9J0KM"]
};
const pattern4 = /* @__PURE__ */ new RegExp("^run_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate26.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern4.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^run_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^run_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema17$1,
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
			schema: schema17$1.type,
			parentSchema: schema17$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate26.errors = vErrors;
	return errors === 0;
}
validate26.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema18$1 = {
	"type": "string",
	"description": "A job's id — `job_` and a ULID.",
	"pattern": "^job_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be job_ followed by a 26-character ULID",
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 identifier not shown; a prefixed ULID sorts by creation time and reads well in logs." } },
	"examples": ["job_01JD5ZQ3T9V8P6X4M2N1K0H7GF"]
};
const pattern5$1 = /* @__PURE__ */ new RegExp("^job_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate28$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate28$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern5$1.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^job_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^job_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema18$1,
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
			schema: schema18$1.type,
			parentSchema: schema18$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate28$1.errors = vErrors;
	return errors === 0;
}
validate28$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema19$1 = {
	"type": "string",
	"description": "`schedule` for a run due by the schedule, `manual` for one started with `POST /v1/jobs/{id}/run`.",
	"enum": ["schedule", "manual"],
	"x-provenance": { "decided": { "reason": "Seed §4.3 trigger not shown." } }
};
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate30.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema19$1.type,
			parentSchema: schema19$1,
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
			params: { allowedValues: schema19$1.enum },
			schema: schema19$1.enum,
			parentSchema: schema19$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate30.errors = vErrors;
	return errors === 0;
}
validate30.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema20$1 = {
	"type": "string",
	"description": "`succeeded` on a 2xx answer; `failed` otherwise.",
	"enum": ["succeeded", "failed"],
	"x-provenance": { "decided": { "reason": "Seed §1 what counts as a failure not shown; 2xx is success as in Google Cloud Scheduler." } }
};
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate35.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema20$1.type,
			parentSchema: schema20$1,
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
			params: { allowedValues: schema20$1.enum },
			schema: schema20$1.enum,
			parentSchema: schema20$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate35.errors = vErrors;
	return errors === 0;
}
validate35.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema21$1 = {
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
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate37.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.code === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "code" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
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
				schema: schema21$1.required,
				parentSchema: schema21$1,
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
					schema: schema21$1.properties.code.type,
					parentSchema: schema21$1.properties.code,
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
					params: { allowedValues: schema21$1.properties.code.enum },
					schema: schema21$1.properties.code.enum,
					parentSchema: schema21$1.properties.code,
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
						parentSchema: schema21$1.properties.message,
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
					schema: schema21$1.properties.message.type,
					parentSchema: schema21$1.properties.message,
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
			schema: schema21$1.type,
			parentSchema: schema21$1,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate37.errors = vErrors;
	return errors === 0;
}
validate37.evaluated = {
	"props": {
		"code": true,
		"message": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate25.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
				data
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate26(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
				errors = vErrors.length;
			}
		}
		if (data.job_id !== void 0) {
			if (!validate28$1(data.job_id, {
				instancePath: instancePath + "/job_id",
				parentData: data,
				parentDataProperty: "job_id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28$1.errors : vErrors.concat(validate28$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate30(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate17$1(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.started_at !== void 0) {
			if (!validate17$1(data.started_at, {
				instancePath: instancePath + "/started_at",
				parentData: data,
				parentDataProperty: "started_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate17$1(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate35(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
					schema: schema16$1.properties.http_status.oneOf[0].type,
					parentSchema: schema16$1.properties.http_status.oneOf[0],
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
						parentSchema: schema16$1.properties.http_status.oneOf[0],
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
						parentSchema: schema16$1.properties.http_status.oneOf[0],
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
					schema: schema16$1.properties.http_status.oneOf[1].type,
					parentSchema: schema16$1.properties.http_status.oneOf[1],
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
					schema: schema16$1.properties.http_status.oneOf,
					parentSchema: schema16$1.properties.http_status,
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
					schema: schema16$1.properties.duration_ms.type,
					parentSchema: schema16$1.properties.duration_ms,
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
						parentSchema: schema16$1.properties.duration_ms,
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
			if (!validate37(data9, {
				instancePath: instancePath + "/error",
				parentData: data,
				parentDataProperty: "error",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
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
					schema: schema16$1.properties.error.oneOf[1].type,
					parentSchema: schema16$1.properties.error.oneOf[1],
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
					schema: schema16$1.properties.error.oneOf,
					parentSchema: schema16$1.properties.error,
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
			schema: schema16$1.type,
			parentSchema: schema16$1,
			data
		};
		if (vErrors === null) vErrors = [err19];
		else vErrors.push(err19);
		errors++;
	}
	validate25.errors = vErrors;
	return errors === 0;
}
validate25.evaluated = {
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
function validate22$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate22$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.now === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "now" },
				schema: schema15$1.required,
				parentSchema: schema15$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.mode === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "mode" },
				schema: schema15$1.required,
				parentSchema: schema15$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.runs === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "runs" },
				schema: schema15$1.required,
				parentSchema: schema15$1,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.runs_total === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "runs_total" },
				schema: schema15$1.required,
				parentSchema: schema15$1,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.now !== void 0) {
			if (!validate17$1(data.now, {
				instancePath: instancePath + "/now",
				parentData: data,
				parentDataProperty: "now",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.mode !== void 0) {
			if (!validate19$1(data.mode, {
				instancePath: instancePath + "/mode",
				parentData: data,
				parentDataProperty: "mode",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate19$1.errors : vErrors.concat(validate19$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.speed !== void 0) {
			let data2 = data.speed;
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 <= 0 || isNaN(data2)) {
					const err4 = {
						instancePath: instancePath + "/speed",
						schemaPath: "#/properties/speed/exclusiveMinimum",
						keyword: "exclusiveMinimum",
						params: {
							comparison: ">",
							limit: 0
						},
						schema: 0,
						parentSchema: schema15$1.properties.speed,
						data: data2
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			} else {
				const err5 = {
					instancePath: instancePath + "/speed",
					schemaPath: "#/properties/speed/type",
					keyword: "type",
					params: { type: "number" },
					schema: schema15$1.properties.speed.type,
					parentSchema: schema15$1.properties.speed,
					data: data2
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.runs !== void 0) {
			let data3 = data.runs;
			if (Array.isArray(data3)) {
				if (data3.length > 1e3) {
					const err6 = {
						instancePath: instancePath + "/runs",
						schemaPath: "#/properties/runs/maxItems",
						keyword: "maxItems",
						params: { limit: 1e3 },
						schema: 1e3,
						parentSchema: schema15$1.properties.runs,
						data: data3
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				const len0 = data3.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate25(data3[i0], {
					instancePath: instancePath + "/runs/" + i0,
					parentData: data3,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
					errors = vErrors.length;
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/runs",
					schemaPath: "#/properties/runs/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema15$1.properties.runs.type,
					parentSchema: schema15$1.properties.runs,
					data: data3
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.runs_total !== void 0) {
			let data5 = data.runs_total;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err8 = {
					instancePath: instancePath + "/runs_total",
					schemaPath: "#/properties/runs_total/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema15$1.properties.runs_total.type,
					parentSchema: schema15$1.properties.runs_total,
					data: data5
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 < 0 || isNaN(data5)) {
					const err9 = {
						instancePath: instancePath + "/runs_total",
						schemaPath: "#/properties/runs_total/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema15$1.properties.runs_total,
						data: data5
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
			}
		}
	} else {
		const err10 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema15$1.type,
			parentSchema: schema15$1,
			data
		};
		if (vErrors === null) vErrors = [err10];
		else vErrors.push(err10);
		errors++;
	}
	validate22$1.errors = vErrors;
	return errors === 0;
}
validate22$1.evaluated = {
	"props": {
		"now": true,
		"mode": true,
		"speed": true,
		"runs": true,
		"runs_total": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v11 = validate40;
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate40.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema13$1.type,
			parentSchema: schema13$1,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	if (!(data === "real" || data === "virtual")) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema13$1.enum },
			schema: schema13$1.enum,
			parentSchema: schema13$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate40.errors = vErrors;
	return errors === 0;
}
validate40.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v12 = validate41;
const schema23$1 = {
	"type": "object",
	"required": ["now"],
	"additionalProperties": false,
	"properties": { "now": {
		"type": "string",
		"format": "date-time",
		"pattern": "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$",
		"x-error-detail": "must be an RFC 3339 date-time such as 2027-01-01T00:00:00Z or 2027-01-01T09:30:00.5+01:00",
		"description": "Any RFC 3339 date-time: `Z` or an offset, fractional seconds of any length, lower-case `t` and\n`z`, a space for `T` (RFC 3339 §5.6 note). The answer gives the clock's time back in the\ncanonical form (UTC, milliseconds), as every timestamp of the API. A leap second\n(`23:59:60`) is the first instant of the next minute.\n",
		"examples": ["2027-01-01T00:00:00Z"]
	} }
};
const pattern6$1 = /* @__PURE__ */ new RegExp("^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$", "u");
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate41.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.now === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "now" },
				schema: schema23$1.required,
				parentSchema: schema23$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "now")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema23$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.now !== void 0) {
			let data0 = data.now;
			if (typeof data0 === "string") {
				if (!pattern6$1.test(data0)) {
					const err2 = {
						instancePath: instancePath + "/now",
						schemaPath: "#/properties/now/pattern",
						keyword: "pattern",
						params: { pattern: "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$" },
						schema: "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$",
						parentSchema: schema23$1.properties.now,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (!formats0$1.validate(data0)) {
					const err3 = {
						instancePath: instancePath + "/now",
						schemaPath: "#/properties/now/format",
						keyword: "format",
						params: { format: "date-time" },
						schema: "date-time",
						parentSchema: schema23$1.properties.now,
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/now",
					schemaPath: "#/properties/now/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema23$1.properties.now.type,
					parentSchema: schema23$1.properties.now,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema23$1.type,
			parentSchema: schema23$1,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate41.errors = vErrors;
	return errors === 0;
}
validate41.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v13 = validate42;
const schema24$1 = {
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
const pattern7$1 = /* @__PURE__ */ new RegExp("^(?:[^ ]+ +[^ ]+ +(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]))(?:,(?:0*(?:30)-0*(?:30)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:30)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1])))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[8-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[1-2]))|(?:0*(?:2)|[Ff][Ee][Bb])))* +\\*|[^ ]+ +[^ ]+ +(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31))(?:,(?:0*(?:31)-0*(?:31)(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:31)))* +(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv]))(?:,(?:(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:2)|[Ff][Ee][Bb])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:3)|[Mm][Aa][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|4|1[0-2]|[6-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:4|1[0-2]|[7-9]))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:7|1[0-2]|9))|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:7|9|1[1-2]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:4)|[Aa][Pp][Rr])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:5)|[Mm][Aa][Yy])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[5-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|7|1[0-2]|9))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:6)|[Jj][Uu][Nn])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:7)|[Jj][Uu][Ll])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:8)|[Aa][Uu][Gg])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[3-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:3|1[0-2]|[5-9]))|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:5|1[0-2]|[7-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:9)|[Ss][Ee][Pp])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:10)|[Oo][Cc][Tt])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:2|1[0-2]|[4-9]))|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:11)|[Nn][Oo][Vv])(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:12)|[Dd][Ee][Cc])(?:/0*(?:1[0-2]|[2-9]))|(?:0*(?:2|4|6|9|11)|[Ff][Ee][Bb]|[Aa][Pp][Rr]|[Jj][Uu][Nn]|[Ss][Ee][Pp]|[Nn][Oo][Vv])))* +\\*)$", "u");
const pattern8$1 = /* @__PURE__ */ new RegExp("^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$", "u");
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate42.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs1 = errors;
	const _errs2 = errors;
	if (typeof data === "string") {
		if (!pattern7$1.test(data)) {
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
			schema: schema24$1.not,
			parentSchema: schema24$1,
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
				parentSchema: schema24$1,
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
				parentSchema: schema24$1,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (!pattern8$1.test(data)) {
			const err4 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$" },
				schema: "^(?:@(?:hourly|daily|midnight|weekly|monthly|yearly|annually)|(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])|0*(?:1)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:5[0-9]|[2-4][0-9]|1[0-9]|9)|0*(?:10)-0*(?:5[0-9]|[2-4][0-9]|1[0-9])|0*(?:11)-0*(?:5[0-9]|[2-4][0-9]|1[1-9])|0*(?:12)-0*(?:5[0-9]|[2-4][0-9]|1[2-9])|0*(?:13)-0*(?:5[0-9]|[2-4][0-9]|1[3-9])|0*(?:14)-0*(?:5[0-9]|[2-4][0-9]|1[4-9])|0*(?:15)-0*(?:5[0-9]|[2-4][0-9]|1[5-9])|0*(?:16)-0*(?:5[0-9]|[2-4][0-9]|1[6-9])|0*(?:17)-0*(?:5[0-9]|[2-4][0-9]|1[7-9])|0*(?:18)-0*(?:5[0-9]|[2-4][0-9]|1[8-9])|0*(?:19)-0*(?:5[0-9]|[2-4][0-9]|19)|0*(?:20)-0*(?:5[0-9]|[3-4][0-9]|2[0-9])|0*(?:21)-0*(?:5[0-9]|[3-4][0-9]|2[1-9])|0*(?:22)-0*(?:5[0-9]|[3-4][0-9]|2[2-9])|0*(?:23)-0*(?:5[0-9]|[3-4][0-9]|2[3-9])|0*(?:24)-0*(?:5[0-9]|[3-4][0-9]|2[4-9])|0*(?:25)-0*(?:5[0-9]|[3-4][0-9]|2[5-9])|0*(?:26)-0*(?:5[0-9]|[3-4][0-9]|2[6-9])|0*(?:27)-0*(?:5[0-9]|[3-4][0-9]|2[7-9])|0*(?:28)-0*(?:5[0-9]|[3-4][0-9]|2[8-9])|0*(?:29)-0*(?:5[0-9]|[3-4][0-9]|29)|0*(?:30)-0*(?:5[0-9]|4[0-9]|3[0-9])|0*(?:31)-0*(?:5[0-9]|4[0-9]|3[1-9])|0*(?:32)-0*(?:5[0-9]|4[0-9]|3[2-9])|0*(?:33)-0*(?:5[0-9]|4[0-9]|3[3-9])|0*(?:34)-0*(?:5[0-9]|4[0-9]|3[4-9])|0*(?:35)-0*(?:5[0-9]|4[0-9]|3[5-9])|0*(?:36)-0*(?:5[0-9]|4[0-9]|3[6-9])|0*(?:37)-0*(?:5[0-9]|4[0-9]|3[7-9])|0*(?:38)-0*(?:5[0-9]|4[0-9]|3[8-9])|0*(?:39)-0*(?:5[0-9]|4[0-9]|39)|0*(?:40)-0*(?:5[0-9]|4[0-9])|0*(?:41)-0*(?:5[0-9]|4[1-9])|0*(?:42)-0*(?:5[0-9]|4[2-9])|0*(?:43)-0*(?:5[0-9]|4[3-9])|0*(?:44)-0*(?:5[0-9]|4[4-9])|0*(?:45)-0*(?:5[0-9]|4[5-9])|0*(?:46)-0*(?:5[0-9]|4[6-9])|0*(?:47)-0*(?:5[0-9]|4[7-9])|0*(?:48)-0*(?:5[0-9]|4[8-9])|0*(?:49)-0*(?:5[0-9]|49)|0*(?:50)-0*(?:5[0-9])|0*(?:51)-0*(?:5[1-9])|0*(?:52)-0*(?:5[2-9])|0*(?:53)-0*(?:5[3-9])|0*(?:54)-0*(?:5[4-9])|0*(?:55)-0*(?:5[5-9])|0*(?:56)-0*(?:5[6-9])|0*(?:57)-0*(?:5[7-9])|0*(?:58)-0*(?:5[8-9])|0*(?:59)-0*(?:59))(?:/0*(?:60|[2-5][0-9]|1[0-9]|[1-9]))?|0*(?:5[0-9]|[2-4][0-9]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9]))(?:,(?:\\*(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|(?:0*(?:0)-0*(?:2[0-3]|1[0-9]|[0-9])|0*(?:1)-0*(?:2[0-3]|1[0-9]|[1-9])|0*(?:2)-0*(?:2[0-3]|1[0-9]|[2-9])|0*(?:3)-0*(?:2[0-3]|1[0-9]|[3-9])|0*(?:4)-0*(?:2[0-3]|1[0-9]|[4-9])|0*(?:5)-0*(?:2[0-3]|1[0-9]|[5-9])|0*(?:6)-0*(?:2[0-3]|1[0-9]|[6-9])|0*(?:7)-0*(?:2[0-3]|1[0-9]|[7-9])|0*(?:8)-0*(?:2[0-3]|1[0-9]|[8-9])|0*(?:9)-0*(?:2[0-3]|1[0-9]|9)|0*(?:10)-0*(?:2[0-3]|1[0-9])|0*(?:11)-0*(?:2[0-3]|1[1-9])|0*(?:12)-0*(?:2[0-3]|1[2-9])|0*(?:13)-0*(?:2[0-3]|1[3-9])|0*(?:14)-0*(?:2[0-3]|1[4-9])|0*(?:15)-0*(?:2[0-3]|1[5-9])|0*(?:16)-0*(?:2[0-3]|1[6-9])|0*(?:17)-0*(?:2[0-3]|1[7-9])|0*(?:18)-0*(?:2[0-3]|1[8-9])|0*(?:19)-0*(?:2[0-3]|19)|0*(?:20)-0*(?:2[0-3])|0*(?:21)-0*(?:2[1-3])|0*(?:22)-0*(?:2[2-3])|0*(?:23)-0*(?:23))(?:/0*(?:2[0-4]|1[0-9]|[1-9]))?|0*(?:2[0-3]|1[0-9]|[0-9])))* +(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))(?:,(?:\\*(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|(?:0*(?:1)-0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])|0*(?:2)-0*(?:3[0-1]|2[0-9]|1[0-9]|[2-9])|0*(?:3)-0*(?:3[0-1]|2[0-9]|1[0-9]|[3-9])|0*(?:4)-0*(?:3[0-1]|2[0-9]|1[0-9]|[4-9])|0*(?:5)-0*(?:3[0-1]|2[0-9]|1[0-9]|[5-9])|0*(?:6)-0*(?:3[0-1]|2[0-9]|1[0-9]|[6-9])|0*(?:7)-0*(?:3[0-1]|2[0-9]|1[0-9]|[7-9])|0*(?:8)-0*(?:3[0-1]|2[0-9]|1[0-9]|[8-9])|0*(?:9)-0*(?:3[0-1]|2[0-9]|1[0-9]|9)|0*(?:10)-0*(?:3[0-1]|2[0-9]|1[0-9])|0*(?:11)-0*(?:3[0-1]|2[0-9]|1[1-9])|0*(?:12)-0*(?:3[0-1]|2[0-9]|1[2-9])|0*(?:13)-0*(?:3[0-1]|2[0-9]|1[3-9])|0*(?:14)-0*(?:3[0-1]|2[0-9]|1[4-9])|0*(?:15)-0*(?:3[0-1]|2[0-9]|1[5-9])|0*(?:16)-0*(?:3[0-1]|2[0-9]|1[6-9])|0*(?:17)-0*(?:3[0-1]|2[0-9]|1[7-9])|0*(?:18)-0*(?:3[0-1]|2[0-9]|1[8-9])|0*(?:19)-0*(?:3[0-1]|2[0-9]|19)|0*(?:20)-0*(?:3[0-1]|2[0-9])|0*(?:21)-0*(?:3[0-1]|2[1-9])|0*(?:22)-0*(?:3[0-1]|2[2-9])|0*(?:23)-0*(?:3[0-1]|2[3-9])|0*(?:24)-0*(?:3[0-1]|2[4-9])|0*(?:25)-0*(?:3[0-1]|2[5-9])|0*(?:26)-0*(?:3[0-1]|2[6-9])|0*(?:27)-0*(?:3[0-1]|2[7-9])|0*(?:28)-0*(?:3[0-1]|2[8-9])|0*(?:29)-0*(?:3[0-1]|29)|0*(?:30)-0*(?:3[0-1])|0*(?:31)-0*(?:31))(?:/0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9]))?|0*(?:3[0-1]|2[0-9]|1[0-9]|[1-9])))* +(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc]))(?:,(?:\\*(?:/0*(?:1[0-2]|[1-9]))?|(?:(?:0*(?:1)|[Jj][Aa][Nn])-(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:2)|[Ff][Ee][Bb])-(?:0*(?:1[0-2]|[2-9])|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:3)|[Mm][Aa][Rr])-(?:0*(?:1[0-2]|[3-9])|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:4)|[Aa][Pp][Rr])-(?:0*(?:1[0-2]|[4-9])|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:5)|[Mm][Aa][Yy])-(?:0*(?:1[0-2]|[5-9])|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:6)|[Jj][Uu][Nn])-(?:0*(?:1[0-2]|[6-9])|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:7)|[Jj][Uu][Ll])-(?:0*(?:1[0-2]|[7-9])|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:8)|[Aa][Uu][Gg])-(?:0*(?:1[0-2]|[8-9])|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:9)|[Ss][Ee][Pp])-(?:0*(?:1[0-2]|9)|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:10)|[Oo][Cc][Tt])-(?:0*(?:1[0-2])|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:11)|[Nn][Oo][Vv])-(?:0*(?:1[1-2])|[Nn][Oo][Vv]|[Dd][Ee][Cc])|(?:0*(?:12)|[Dd][Ee][Cc])-(?:0*(?:12)|[Dd][Ee][Cc]))(?:/0*(?:1[0-2]|[1-9]))?|(?:0*(?:1[0-2]|[1-9])|[Jj][Aa][Nn]|[Ff][Ee][Bb]|[Mm][Aa][Rr]|[Aa][Pp][Rr]|[Mm][Aa][Yy]|[Jj][Uu][Nn]|[Jj][Uu][Ll]|[Aa][Uu][Gg]|[Ss][Ee][Pp]|[Oo][Cc][Tt]|[Nn][Oo][Vv]|[Dd][Ee][Cc])))* +(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]))(?:,(?:\\*(?:/0*(?:[1-8]))?|(?:(?:0*(?:0)|[Ss][Uu][Nn])-(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:1)|[Mm][Oo][Nn])-(?:0*(?:[1-7])|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:2)|[Tt][Uu][Ee])-(?:0*(?:[2-7])|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:3)|[Ww][Ee][Dd])-(?:0*(?:[3-7])|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:4)|[Tt][Hh][Uu])-(?:0*(?:[4-7])|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:5)|[Ff][Rr][Ii])-(?:0*(?:[5-7])|[Ff][Rr][Ii]|[Ss][Aa][Tt])|(?:0*(?:6)|[Ss][Aa][Tt])-(?:0*(?:[6-7])|[Ss][Aa][Tt])|0*(?:7)-0*(?:7))(?:/0*(?:[1-8]))?|(?:0*(?:[0-7])|[Ss][Uu][Nn]|[Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt])))*)$",
				parentSchema: schema24$1,
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
			schema: schema24$1.type,
			parentSchema: schema24$1,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate42.errors = vErrors;
	return errors === 0;
}
validate42.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v14 = validate43$1;
const schema25$1 = {
	"type": "string",
	"enum": [
		"recorded",
		"pending",
		"delivered",
		"failed"
	],
	"description": "`recorded` when no notification URL is set; `pending` while attempts remain; `delivered` after a 2xx; `failed` when every attempt failed."
};
function validate43$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate43$1.evaluated;
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
	if (!(data === "recorded" || data === "pending" || data === "delivered" || data === "failed")) {
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
	validate43$1.errors = vErrors;
	return errors === 0;
}
validate43$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v15 = validate44$1;
const schema26$1 = {
	"type": "object",
	"description": "An account, as `Account`, with its jobs. Without `id` it gets `acc_N`, numbered past the highest `acc_N` the fixture names; without `name`,\n`default` for the first account and `account N` for the others, as `--api-key` names them.\n",
	"required": ["api_key"],
	"additionalProperties": false,
	"properties": {
		"id": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200
		},
		"name": { "$ref": "#/components/schemas/AccountCreate/properties/name" },
		"api_key": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200,
			"pattern": "^[!-~]+$",
			"x-error-detail": "must be printable ASCII without spaces (it travels in the X-API-Key header)"
		},
		"webhook_secret": {
			"$ref": "#/components/schemas/NotificationSettings/properties/webhook_secret",
			"description": "The secret the account's notifications are signed with; exported once it exists, so a moved account's receiver keeps verifying. A new one is made on first use when absent."
		},
		"notify_url": {
			"$ref": "#/components/schemas/NotificationSettings/properties/notify_url",
			"description": "Where the account's notifications go when set for the account (`null`, only recorded); exported only when set, and the `--notify-url` default applies when absent."
		},
		"jobs": {
			"type": "array",
			"items": { "$ref": "#/components/schemas/FixtureJob" }
		}
	},
	"x-provenance": { "decided": { "reason": "A key is the account's identity for a client; ids and names are optional so a hand-written fixture stays short." } }
};
const schema27$1 = {
	"type": "string",
	"minLength": 1,
	"maxLength": 200
};
function validate45$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate45$1.evaluated;
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
				parentSchema: schema27$1,
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
				parentSchema: schema27$1,
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
			schema: schema27$1.type,
			parentSchema: schema27$1,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate45$1.errors = vErrors;
	return errors === 0;
}
validate45$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema28$1 = {
	"type": "string",
	"pattern": "^whsec_[A-Za-z0-9+/]+={0,2}$",
	"x-error-detail": "must be whsec_ followed by base64",
	"description": "The Standard Webhooks secret; the key is the base64-decoded part after `whsec_`."
};
const pattern10 = /* @__PURE__ */ new RegExp("^whsec_[A-Za-z0-9+/]+={0,2}$", "u");
function validate47$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate47$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern10.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^whsec_[A-Za-z0-9+/]+={0,2}$" },
				schema: "^whsec_[A-Za-z0-9+/]+={0,2}$",
				parentSchema: schema28$1,
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
			schema: schema28$1.type,
			parentSchema: schema28$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate47$1.errors = vErrors;
	return errors === 0;
}
validate47$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema29 = {
	"description": "Where this account's notifications are delivered now; null when they are only recorded.",
	"oneOf": [{
		"type": "string",
		"format": "uri"
	}, { "type": "null" }]
};
const formats4$1 = require_formats().fullFormats.uri;
function validate49$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate49$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs0 = errors;
	let valid0 = false;
	let passing0 = null;
	const _errs1 = errors;
	if (typeof data === "string") {
		if (!formats4$1(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/oneOf/0/format",
				keyword: "format",
				params: { format: "uri" },
				schema: "uri",
				parentSchema: schema29.oneOf[0],
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/oneOf/0/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema29.oneOf[0].type,
			parentSchema: schema29.oneOf[0],
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	var _valid0 = _errs1 === errors;
	if (_valid0) {
		valid0 = true;
		passing0 = 0;
	}
	const _errs3 = errors;
	if (data !== null) {
		const err2 = {
			instancePath,
			schemaPath: "#/oneOf/1/type",
			keyword: "type",
			params: { type: "null" },
			schema: schema29.oneOf[1].type,
			parentSchema: schema29.oneOf[1],
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	var _valid0 = _errs3 === errors;
	if (_valid0 && valid0) {
		valid0 = false;
		passing0 = [passing0, 1];
	} else if (_valid0) {
		valid0 = true;
		passing0 = 1;
	}
	if (!valid0) {
		const err3 = {
			instancePath,
			schemaPath: "#/oneOf",
			keyword: "oneOf",
			params: { passingSchemas: passing0 },
			schema: schema29.oneOf,
			parentSchema: schema29,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	} else {
		errors = _errs0;
		if (vErrors !== null) {
			if (_errs0) vErrors.length = _errs0;
			else vErrors = null;
		}
	}
	validate49$1.errors = vErrors;
	return errors === 0;
}
validate49$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema30 = {
	"type": "object",
	"description": "A job: the fields of `JobCreate` (spec/openapi.yaml) side by side with the optional fields the\nservice sets, listed here. Every field not listed here is a `JobCreate` field, and together they\nare checked against `JobCreate` itself, its defaults filled in (`method` GET, `timeout_seconds` 30,\n…) — JSON Schema cannot apply `JobCreate`, which refuses fields it does not know, to part of an\nobject, so the loader checks the two parts (docs/mock-server.md, \"Fixtures\").\n\nDefaults of the service's fields: `id` a new job id; `status` `active`; `created_at` the mock's\nclock at load; `updated_at` the `created_at`. `next_run_at` (active jobs only) is when the next\nrun is due; a time before the clock at load, or none, schedules the job as a resume at load would\n(its first time after the load), so a fixture captured long ago does not replay every missed run.\n",
	"properties": {
		"id": { "$ref": "#/components/schemas/JobId" },
		"status": { "$ref": "#/components/schemas/JobStatus" },
		"created_at": { "$ref": "#/components/schemas/Timestamp" },
		"updated_at": { "$ref": "#/components/schemas/Timestamp" },
		"next_run_at": { "oneOf": [{ "$ref": "#/components/schemas/Timestamp" }, { "type": "null" }] },
		"last_run": {
			"description": "Refused — derived from `runs`.",
			"not": {},
			"x-error-detail": "is derived from the job's runs; leave it out"
		},
		"consecutive_failures": {
			"description": "Refused — derived from `runs`.",
			"not": {},
			"x-error-detail": "is derived from the job's runs; leave it out"
		},
		"runs": {
			"type": "array",
			"description": "The job's finished runs, as `GET /v1/jobs/{id}/runs` lists them (any order; at most the mock's\nhistory limit, 100 by default). They need the job's `id` as their `job_id`, and they must be\nruns this mock could have made: the id's time is `started_at`, `finished_at` is `started_at` plus\n`duration_ms`, and `error` is null exactly when the outcome is `succeeded`.\n",
			"items": { "$ref": "#/components/schemas/Run" }
		}
	},
	"x-provenance": { "decided": { "reason": "A captured job carries what the service set; last_run and consecutive_failures follow from runs, so they cannot disagree with them." } }
};
const schema31 = {
	"type": "string",
	"description": "`active` jobs run on schedule; `paused` jobs do not. Moves: create → `active`; pause `active` →\n`paused`; resume `paused` → `active`; any other move answers 409.\n",
	"enum": ["active", "paused"],
	"x-provenance": { "decided": {
		"reason": "Seed §3 states not shown; two user-set states, as Google Cloud Scheduler's ENABLED and PAUSED.",
		"keywords": ["type", "enum"]
	} }
};
function validate53$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate53$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema31.type,
			parentSchema: schema31,
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
			params: { allowedValues: schema31.enum },
			schema: schema31.enum,
			parentSchema: schema31,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate53$1.errors = vErrors;
	return errors === 0;
}
validate53$1.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate51$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate51$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id !== void 0) {
			if (!validate28$1(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28$1.errors : vErrors.concat(validate28$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.status !== void 0) {
			if (!validate53$1(data.status, {
				instancePath: instancePath + "/status",
				parentData: data,
				parentDataProperty: "status",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate53$1.errors : vErrors.concat(validate53$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.created_at !== void 0) {
			if (!validate17$1(data.created_at, {
				instancePath: instancePath + "/created_at",
				parentData: data,
				parentDataProperty: "created_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.updated_at !== void 0) {
			if (!validate17$1(data.updated_at, {
				instancePath: instancePath + "/updated_at",
				parentData: data,
				parentDataProperty: "updated_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.next_run_at !== void 0) {
			let data4 = data.next_run_at;
			const _errs6 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs7 = errors;
			if (!validate17$1(data4, {
				instancePath: instancePath + "/next_run_at",
				parentData: data,
				parentDataProperty: "next_run_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
			var _valid0 = _errs7 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs8 = errors;
			if (data4 !== null) {
				const err0 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema30.properties.next_run_at.oneOf[1].type,
					parentSchema: schema30.properties.next_run_at.oneOf[1],
					data: data4
				};
				if (vErrors === null) vErrors = [err0];
				else vErrors.push(err0);
				errors++;
			}
			var _valid0 = _errs8 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err1 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema30.properties.next_run_at.oneOf,
					parentSchema: schema30.properties.next_run_at,
					data: data4
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			} else {
				errors = _errs6;
				if (vErrors !== null) {
					if (_errs6) vErrors.length = _errs6;
					else vErrors = null;
				}
			}
		}
		if (data.last_run !== void 0) {
			const err2 = {
				instancePath: instancePath + "/last_run",
				schemaPath: "#/properties/last_run/not",
				keyword: "not",
				params: {},
				schema: schema30.properties.last_run.not,
				parentSchema: schema30.properties.last_run,
				data: data.last_run
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.consecutive_failures !== void 0) {
			const err3 = {
				instancePath: instancePath + "/consecutive_failures",
				schemaPath: "#/properties/consecutive_failures/not",
				keyword: "not",
				params: {},
				schema: schema30.properties.consecutive_failures.not,
				parentSchema: schema30.properties.consecutive_failures,
				data: data.consecutive_failures
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.runs !== void 0) {
			let data7 = data.runs;
			if (Array.isArray(data7)) {
				const len0 = data7.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate25(data7[i0], {
					instancePath: instancePath + "/runs/" + i0,
					parentData: data7,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
					errors = vErrors.length;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/runs",
					schemaPath: "#/properties/runs/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema30.properties.runs.type,
					parentSchema: schema30.properties.runs,
					data: data7
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema30.type,
			parentSchema: schema30,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate51$1.errors = vErrors;
	return errors === 0;
}
validate51$1.evaluated = {
	"props": {
		"id": true,
		"status": true,
		"created_at": true,
		"updated_at": true,
		"next_run_at": true,
		"last_run": true,
		"consecutive_failures": true,
		"runs": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate44$1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate44$1.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.api_key === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "api_key" },
				schema: schema26$1.required,
				parentSchema: schema26$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "id" || key0 === "name" || key0 === "api_key" || key0 === "webhook_secret" || key0 === "notify_url" || key0 === "jobs")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema26$1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.id !== void 0) {
			let data0 = data.id;
			if (typeof data0 === "string") {
				if (func0$1(data0) > 200) {
					const err2 = {
						instancePath: instancePath + "/id",
						schemaPath: "#/properties/id/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						schema: 200,
						parentSchema: schema26$1.properties.id,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (func0$1(data0) < 1) {
					const err3 = {
						instancePath: instancePath + "/id",
						schemaPath: "#/properties/id/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema26$1.properties.id,
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/id",
					schemaPath: "#/properties/id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema26$1.properties.id.type,
					parentSchema: schema26$1.properties.id,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.name !== void 0) {
			if (!validate45$1(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate45$1.errors : vErrors.concat(validate45$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.api_key !== void 0) {
			let data2 = data.api_key;
			if (typeof data2 === "string") {
				if (func0$1(data2) > 200) {
					const err5 = {
						instancePath: instancePath + "/api_key",
						schemaPath: "#/properties/api_key/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						schema: 200,
						parentSchema: schema26$1.properties.api_key,
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				if (func0$1(data2) < 1) {
					const err6 = {
						instancePath: instancePath + "/api_key",
						schemaPath: "#/properties/api_key/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema26$1.properties.api_key,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (!pattern0$1.test(data2)) {
					const err7 = {
						instancePath: instancePath + "/api_key",
						schemaPath: "#/properties/api_key/pattern",
						keyword: "pattern",
						params: { pattern: "^[!-~]+$" },
						schema: "^[!-~]+$",
						parentSchema: schema26$1.properties.api_key,
						data: data2
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
			} else {
				const err8 = {
					instancePath: instancePath + "/api_key",
					schemaPath: "#/properties/api_key/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema26$1.properties.api_key.type,
					parentSchema: schema26$1.properties.api_key,
					data: data2
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
		}
		if (data.webhook_secret !== void 0) {
			if (!validate47$1(data.webhook_secret, {
				instancePath: instancePath + "/webhook_secret",
				parentData: data,
				parentDataProperty: "webhook_secret",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate47$1.errors : vErrors.concat(validate47$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.notify_url !== void 0) {
			if (!validate49$1(data.notify_url, {
				instancePath: instancePath + "/notify_url",
				parentData: data,
				parentDataProperty: "notify_url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate49$1.errors : vErrors.concat(validate49$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.jobs !== void 0) {
			let data5 = data.jobs;
			if (Array.isArray(data5)) {
				const len0 = data5.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate51$1(data5[i0], {
					instancePath: instancePath + "/jobs/" + i0,
					parentData: data5,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate51$1.errors : vErrors.concat(validate51$1.errors);
					errors = vErrors.length;
				}
			} else {
				const err9 = {
					instancePath: instancePath + "/jobs",
					schemaPath: "#/properties/jobs/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema26$1.properties.jobs.type,
					parentSchema: schema26$1.properties.jobs,
					data: data5
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
		}
	} else {
		const err10 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema26$1.type,
			parentSchema: schema26$1,
			data
		};
		if (vErrors === null) vErrors = [err10];
		else vErrors.push(err10);
		errors++;
	}
	validate44$1.errors = vErrors;
	return errors === 0;
}
validate44$1.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v16 = validate60;
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate60.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id !== void 0) {
			if (!validate28$1(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28$1.errors : vErrors.concat(validate28$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.status !== void 0) {
			if (!validate53$1(data.status, {
				instancePath: instancePath + "/status",
				parentData: data,
				parentDataProperty: "status",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate53$1.errors : vErrors.concat(validate53$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.created_at !== void 0) {
			if (!validate17$1(data.created_at, {
				instancePath: instancePath + "/created_at",
				parentData: data,
				parentDataProperty: "created_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.updated_at !== void 0) {
			if (!validate17$1(data.updated_at, {
				instancePath: instancePath + "/updated_at",
				parentData: data,
				parentDataProperty: "updated_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.next_run_at !== void 0) {
			let data4 = data.next_run_at;
			const _errs6 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs7 = errors;
			if (!validate17$1(data4, {
				instancePath: instancePath + "/next_run_at",
				parentData: data,
				parentDataProperty: "next_run_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
			var _valid0 = _errs7 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs8 = errors;
			if (data4 !== null) {
				const err0 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema30.properties.next_run_at.oneOf[1].type,
					parentSchema: schema30.properties.next_run_at.oneOf[1],
					data: data4
				};
				if (vErrors === null) vErrors = [err0];
				else vErrors.push(err0);
				errors++;
			}
			var _valid0 = _errs8 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err1 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema30.properties.next_run_at.oneOf,
					parentSchema: schema30.properties.next_run_at,
					data: data4
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			} else {
				errors = _errs6;
				if (vErrors !== null) {
					if (_errs6) vErrors.length = _errs6;
					else vErrors = null;
				}
			}
		}
		if (data.last_run !== void 0) {
			const err2 = {
				instancePath: instancePath + "/last_run",
				schemaPath: "#/properties/last_run/not",
				keyword: "not",
				params: {},
				schema: schema30.properties.last_run.not,
				parentSchema: schema30.properties.last_run,
				data: data.last_run
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.consecutive_failures !== void 0) {
			const err3 = {
				instancePath: instancePath + "/consecutive_failures",
				schemaPath: "#/properties/consecutive_failures/not",
				keyword: "not",
				params: {},
				schema: schema30.properties.consecutive_failures.not,
				parentSchema: schema30.properties.consecutive_failures,
				data: data.consecutive_failures
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.runs !== void 0) {
			let data7 = data.runs;
			if (Array.isArray(data7)) {
				const len0 = data7.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate25(data7[i0], {
					instancePath: instancePath + "/runs/" + i0,
					parentData: data7,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
					errors = vErrors.length;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/runs",
					schemaPath: "#/properties/runs/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema30.properties.runs.type,
					parentSchema: schema30.properties.runs,
					data: data7
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema30.type,
			parentSchema: schema30,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate60.errors = vErrors;
	return errors === 0;
}
validate60.evaluated = {
	"props": {
		"id": true,
		"status": true,
		"created_at": true,
		"updated_at": true,
		"next_run_at": true,
		"last_run": true,
		"consecutive_failures": true,
		"runs": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v17 = validate67;
const schema33 = {
	"type": "object",
	"description": "A known world for the mock: accounts with their API keys, each account's jobs and, optionally, each\njob's finished runs. Loaded at start by `--fixtures FILE` (JSON or YAML) and by the MSW handlers'\n`fixtures` option; `GET /__mock/state` exports the current world in this form, so exporting and\nloading again gives the same world.\n\nDecisions: every entry is checked before anything loads, and one bad entry refuses the whole\nfixture, each problem named by its place and field (`accounts[1].jobs[3].interval_seconds: must be\n60 or more`) — a half-loaded world would fail tests far from the cause. Fixtures load only into an\nempty mock: with a state file that already holds state the mock refuses to start (docs/mock-server.md, \"Fixtures\").\nThe accounts are the fixture's; a key given with `--api-key` that no fixture account has is added as\na new account, and the default `dev-key` account is not made. `POST /__mock/reset` empties the jobs\nas always (the fixture is not loaded again; restart to get it back).\n",
	"required": ["accounts"],
	"additionalProperties": false,
	"properties": {
		"now": {
			"description": "The mock's clock when the world was exported. On load, a virtual clock that is behind it moves\nforward to it (a clock never moves backwards, so one ahead of it stays); a real clock is not moved.\n",
			"$ref": "#/components/schemas/Timestamp"
		},
		"accounts": {
			"type": "array",
			"minItems": 1,
			"description": "The accounts, in the order they were made; API keys and ids must be unique.",
			"items": { "$ref": "#/components/schemas/FixtureAccount" }
		}
	},
	"x-provenance": { "decided": { "reason": "The issue asks for a committed, reviewable world a team can load and capture; one format both ways." } }
};
function validate67(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate67.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.accounts === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "accounts" },
				schema: schema33.required,
				parentSchema: schema33,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "now" || key0 === "accounts")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema33,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.now !== void 0) {
			if (!validate17$1(data.now, {
				instancePath: instancePath + "/now",
				parentData: data,
				parentDataProperty: "now",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.accounts !== void 0) {
			let data1 = data.accounts;
			if (Array.isArray(data1)) {
				if (data1.length < 1) {
					const err2 = {
						instancePath: instancePath + "/accounts",
						schemaPath: "#/properties/accounts/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema33.properties.accounts,
						data: data1
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				const len0 = data1.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate44$1(data1[i0], {
					instancePath: instancePath + "/accounts/" + i0,
					parentData: data1,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate44$1.errors : vErrors.concat(validate44$1.errors);
					errors = vErrors.length;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/accounts",
					schemaPath: "#/properties/accounts/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema33.properties.accounts.type,
					parentSchema: schema33.properties.accounts,
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
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema33.type,
			parentSchema: schema33,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate67.errors = vErrors;
	return errors === 0;
}
validate67.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v18 = validate70;
const schema34 = {
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
function validate70(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate70.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema34.type,
			parentSchema: schema34,
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
			params: { allowedValues: schema34.enum },
			schema: schema34.enum,
			parentSchema: schema34,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate70.errors = vErrors;
	return errors === 0;
}
validate70.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v19 = validate71;
const schema35 = {
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
function validate71(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate71.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema35.type,
			parentSchema: schema35,
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
				parentSchema: schema35,
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
				parentSchema: schema35,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate71.errors = vErrors;
	return errors === 0;
}
validate71.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v20 = validate72;
const schema36 = {
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
const schema37 = {
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
				parentSchema: schema37,
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
				parentSchema: schema37,
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
			schema: schema37.type,
			parentSchema: schema37,
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
const schema38 = {
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
const pattern11 = /* @__PURE__ */ new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+", "u");
function validate76(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate76.evaluated;
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
				parentSchema: schema38,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!pattern11.test(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+" },
				schema: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+",
				parentSchema: schema38,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (!formats4$1(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "uri" },
				schema: "uri",
				parentSchema: schema38,
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
			schema: schema38.type,
			parentSchema: schema38,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate76.errors = vErrors;
	return errors === 0;
}
validate76.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema39 = {
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
function validate79(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate79.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema39.type,
			parentSchema: schema39,
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
			params: { allowedValues: schema39.enum },
			schema: schema39.enum,
			parentSchema: schema39,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate79.errors = vErrors;
	return errors === 0;
}
validate79.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema40 = {
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
const func24 = require_equal().default;
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate83.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema40.type,
			parentSchema: schema40,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	let valid0 = false;
	for (const v0 of schema40.enum) if (func24(data, v0)) {
		valid0 = true;
		break;
	}
	if (!valid0) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema40.enum },
			schema: schema40.enum,
			parentSchema: schema40,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate83.errors = vErrors;
	return errors === 0;
}
validate83.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema41 = {
	"type": "boolean",
	"description": "When true, each failed run sends the `jobRunFailed` notification (seed §2).",
	"x-provenance": { "seed": {
		"section": "2",
		"keywords": ["type"]
	} }
};
function validate85(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate85.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "boolean") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "boolean" },
			schema: schema41.type,
			parentSchema: schema41,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate85.errors = vErrors;
	return errors === 0;
}
validate85.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema42 = {
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
function validate87(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate87.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema42.type,
			parentSchema: schema42,
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
				parentSchema: schema42,
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
				parentSchema: schema42,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate87.errors = vErrors;
	return errors === 0;
}
validate87.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema43 = {
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
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate93.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate26(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate30(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate17$1(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate17$1(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate35(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
					schema: schema43.properties.http_status.oneOf[0].type,
					parentSchema: schema43.properties.http_status.oneOf[0],
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
						parentSchema: schema43.properties.http_status.oneOf[0],
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
						parentSchema: schema43.properties.http_status.oneOf[0],
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
					schema: schema43.properties.http_status.oneOf[1].type,
					parentSchema: schema43.properties.http_status.oneOf[1],
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
					schema: schema43.properties.http_status.oneOf,
					parentSchema: schema43.properties.http_status,
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
			schema: schema43.type,
			parentSchema: schema43,
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	}
	validate93.errors = vErrors;
	return errors === 0;
}
validate93.evaluated = {
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
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate72.evaluated;
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
					schema: schema36.allOf[0].then.required,
					parentSchema: schema36.allOf[0].then,
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
					parentSchema: schema36.allOf[0].then.properties.cron_expression,
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
					parentSchema: schema36.allOf[0].then.properties.timezone,
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
			schema: schema36.allOf[0].if,
			parentSchema: schema36.allOf[0],
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
					schema: schema36.allOf[1].then.required,
					parentSchema: schema36.allOf[1].then,
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
					schema: schema36.allOf[1].then.required,
					parentSchema: schema36.allOf[1].then,
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
					parentSchema: schema36.allOf[1].then.properties.interval_seconds,
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
			schema: schema36.allOf[1].if,
			parentSchema: schema36.allOf[1],
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
				schema: schema36.required,
				parentSchema: schema36,
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
			if (!validate28$1(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28$1.errors : vErrors.concat(validate28$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.name !== void 0) {
			if (!validate74(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
				errors = vErrors.length;
			}
		}
		if (data.url !== void 0) {
			if (!validate76(data.url, {
				instancePath: instancePath + "/url",
				parentData: data,
				parentDataProperty: "url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
				errors = vErrors.length;
			}
		}
		if (data.method !== void 0) {
			if (!validate70(data.method, {
				instancePath: instancePath + "/method",
				parentData: data,
				parentDataProperty: "method",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
				errors = vErrors.length;
			}
		}
		if (data.schedule_type !== void 0) {
			if (!validate79(data.schedule_type, {
				instancePath: instancePath + "/schedule_type",
				parentData: data,
				parentDataProperty: "schedule_type",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
				errors = vErrors.length;
			}
		}
		if (data.interval_seconds !== void 0) {
			if (!validate71(data.interval_seconds, {
				instancePath: instancePath + "/interval_seconds",
				parentData: data,
				parentDataProperty: "interval_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
				errors = vErrors.length;
			}
		}
		if (data.cron_expression !== void 0) {
			if (!validate42(data.cron_expression, {
				instancePath: instancePath + "/cron_expression",
				parentData: data,
				parentDataProperty: "cron_expression",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
				errors = vErrors.length;
			}
		}
		if (data.timezone !== void 0) {
			if (!validate83(data.timezone, {
				instancePath: instancePath + "/timezone",
				parentData: data,
				parentDataProperty: "timezone",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
				errors = vErrors.length;
			}
		}
		if (data.notify_on_failure !== void 0) {
			if (!validate85(data.notify_on_failure, {
				instancePath: instancePath + "/notify_on_failure",
				parentData: data,
				parentDataProperty: "notify_on_failure",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
				errors = vErrors.length;
			}
		}
		if (data.timeout_seconds !== void 0) {
			if (!validate87(data.timeout_seconds, {
				instancePath: instancePath + "/timeout_seconds",
				parentData: data,
				parentDataProperty: "timeout_seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
				errors = vErrors.length;
			}
		}
		if (data.status !== void 0) {
			if (!validate53$1(data.status, {
				instancePath: instancePath + "/status",
				parentData: data,
				parentDataProperty: "status",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate53$1.errors : vErrors.concat(validate53$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.created_at !== void 0) {
			if (!validate17$1(data.created_at, {
				instancePath: instancePath + "/created_at",
				parentData: data,
				parentDataProperty: "created_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.updated_at !== void 0) {
			if (!validate17$1(data.updated_at, {
				instancePath: instancePath + "/updated_at",
				parentData: data,
				parentDataProperty: "updated_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.next_run_at !== void 0) {
			let data18 = data.next_run_at;
			const _errs25 = errors;
			let valid8 = false;
			let passing0 = null;
			const _errs26 = errors;
			if (!validate17$1(data18, {
				instancePath: instancePath + "/next_run_at",
				parentData: data,
				parentDataProperty: "next_run_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
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
					schema: schema36.properties.next_run_at.oneOf[1].type,
					parentSchema: schema36.properties.next_run_at.oneOf[1],
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
					schema: schema36.properties.next_run_at.oneOf,
					parentSchema: schema36.properties.next_run_at,
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
			if (!validate93(data19, {
				instancePath: instancePath + "/last_run",
				parentData: data,
				parentDataProperty: "last_run",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
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
					schema: schema36.properties.last_run.oneOf[1].type,
					parentSchema: schema36.properties.last_run.oneOf[1],
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
					schema: schema36.properties.last_run.oneOf,
					parentSchema: schema36.properties.last_run,
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
					schema: schema36.properties.consecutive_failures.type,
					parentSchema: schema36.properties.consecutive_failures,
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
						parentSchema: schema36.properties.consecutive_failures,
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
			schema: schema36.type,
			parentSchema: schema36,
			data
		};
		if (vErrors === null) vErrors = [err31];
		else vErrors.push(err31);
		errors++;
	}
	validate72.errors = vErrors;
	evaluated0.props = props0;
	return errors === 0;
}
validate72.evaluated = {
	"dynamicProps": true,
	"dynamicItems": false
};
const v21 = validate100;
function validate100(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate100.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern5$1.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^job_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^job_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema18$1,
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
			schema: schema18$1.type,
			parentSchema: schema18$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate100.errors = vErrors;
	return errors === 0;
}
validate100.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v22 = validate101;
function validate101(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate101.evaluated;
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
				parentSchema: schema37,
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
				parentSchema: schema37,
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
			schema: schema37.type,
			parentSchema: schema37,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate101.errors = vErrors;
	return errors === 0;
}
validate101.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v23 = validate102;
const schema46 = {
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
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate102.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "type" },
				schema: schema46.required,
				parentSchema: schema46,
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
				schema: schema46.required,
				parentSchema: schema46,
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
				schema: schema46.required,
				parentSchema: schema46,
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
					schema: schema46.properties.type.type,
					parentSchema: schema46.properties.type,
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
					parentSchema: schema46.properties.type,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.timestamp !== void 0) {
			if (!validate17$1(data.timestamp, {
				instancePath: instancePath + "/timestamp",
				parentData: data,
				parentDataProperty: "timestamp",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
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
						schema: schema46.properties.data.required,
						parentSchema: schema46.properties.data,
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
						schema: schema46.properties.data.required,
						parentSchema: schema46.properties.data,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (data2.job !== void 0) {
					if (!validate72(data2.job, {
						instancePath: instancePath + "/data/job",
						parentData: data2,
						parentDataProperty: "job",
						rootData,
						dynamicAnchors
					})) {
						vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
						errors = vErrors.length;
					}
				}
				if (data2.run !== void 0) {
					if (!validate25(data2.run, {
						instancePath: instancePath + "/data/run",
						parentData: data2,
						parentDataProperty: "run",
						rootData,
						dynamicAnchors
					})) {
						vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
						errors = vErrors.length;
					}
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "object" },
					schema: schema46.properties.data.type,
					parentSchema: schema46.properties.data,
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
			schema: schema46.type,
			parentSchema: schema46,
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	validate102.errors = vErrors;
	return errors === 0;
}
validate102.evaluated = {
	"props": {
		"type": true,
		"timestamp": true,
		"data": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v24 = validate106;
function validate106(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate106.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema31.type,
			parentSchema: schema31,
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
			params: { allowedValues: schema31.enum },
			schema: schema31.enum,
			parentSchema: schema31,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate106.errors = vErrors;
	return errors === 0;
}
validate106.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v25 = validate107;
function validate107(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate107.evaluated;
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
				parentSchema: schema38,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!pattern11.test(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+" },
				schema: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+",
				parentSchema: schema38,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (!formats4$1(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "uri" },
				schema: "uri",
				parentSchema: schema38,
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
			schema: schema38.type,
			parentSchema: schema38,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate107.errors = vErrors;
	return errors === 0;
}
validate107.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v26 = validate108;
const schema49 = {
	"type": "object",
	"description": "One service-API request as the mock saw it (with `--proxy-to`, as the validating proxy forwarded it, both sides judged against the contract: docs/proxy.md). The journal keeps the 1,000 most recent, and each entry is bounded: a path longer than 2,048 characters, and a violation detail longer than 1,024 (a 404's detail names the path it refused), are cut and end in `…` — so hostile 40 KB paths cannot make the journal hold tens of megabytes.",
	"required": [
		"id",
		"received_at",
		"method",
		"path",
		"status",
		"key_fingerprint",
		"violations"
	],
	"properties": {
		"id": {
			"type": "string",
			"description": "The request id, also in the mock's logs and the `X-Request-Id` answer header."
		},
		"received_at": { "$ref": "#/components/schemas/Timestamp" },
		"method": { "type": "string" },
		"path": {
			"type": "string",
			"description": "The path and query as sent; the first 2,048 characters and `…` when longer."
		},
		"operation_id": { "oneOf": [{ "type": "string" }, { "type": "null" }] },
		"status": { "type": "integer" },
		"account_id": {
			"description": "The account the key belonged to; null when no key was sent or the key was unknown.",
			"oneOf": [{ "type": "string" }, { "type": "null" }]
		},
		"key_fingerprint": {
			"description": "First 8 hex digits of the key's SHA-256; null when no key was sent.",
			"oneOf": [{ "type": "string" }, { "type": "null" }]
		},
		"violations": {
			"type": "array",
			"items": { "$ref": "#/components/schemas/Violation" }
		},
		"body": {
			"description": "The request's JSON body as sent, when it parsed as JSON and is at most 4,096 bytes (what\n`expectRequests` of the control client matches); absent otherwise, so the journal stays bounded.\n",
			"x-provenance": { "decided": { "reason": "Asserting what a client sent (WireMock's verify) needs the body; a bound keeps 1,000 entries small." } }
		},
		"override_id": {
			"type": "string",
			"description": "The answer override that applied to the request (`POST /__mock/overrides`), when one did."
		},
		"curl": {
			"type": "string",
			"description": "The validating proxy's entries only: a curl command that sends the request again to the\nupstream exactly as the client sent it, with the API key as `\"$CRONJOBS_API_KEY\"` so the line\ncan be pasted into a ticket or a CI log. A request over 2,048 characters long is not given one\n(the entry stays bounded).\n",
			"x-provenance": { "decided": { "reason": "A violation of real traffic is reported to the upstream's owners; a replayable request is the shortest report." } }
		}
	}
};
const schema50 = {
	"type": "object",
	"required": ["rule", "detail"],
	"properties": {
		"rule": {
			"type": "string",
			"description": "What was broken, e.g. `path`, `auth`, `content-type`, `json`, `schema`, `route`, `method`; the validating proxy adds `prefix` (outside /v1), `response` (an answer off the spec), `accepted` (a request the spec refuses answered 2xx), `server-error` (any 5xx), `isolation` (a job shown to a key other than the one that created it), `body-size`, `target` and `upstream` (its own 413, 400, 502 and 504 answers) — docs/proxy.md."
		},
		"pointer": {
			"type": "string",
			"description": "JSON Pointer into the body where the violation is — the request's body for a `client` violation (`/interval_seconds`), the answer's for a `server` one of the validating proxy (`/status` for a job answered without its status, `/data/0/id` for another key's job in a list, `` for an answer that is not JSON); absent when the violation is not in a body (a status, a header, a route).",
			"x-provenance": { "decided": { "reason": "A partner reads client and server verdicts side by side; both say where in the body, the same way." } }
		},
		"parameter": {
			"type": "string",
			"description": "The parameter's name, for parameter violations."
		},
		"detail": {
			"type": "string",
			"description": "What is wrong, in words; cut to its first 1,024 characters (ending in `…`) when longer."
		},
		"side": {
			"type": "string",
			"enum": ["client", "server"],
			"description": "Whose mistake it is: `client` for what the request got wrong, `server` for what the answer got\nwrong. The mock's own entries are always `client` (the mock is the server, and it answers by\nthe contract); the validating proxy (`--proxy-to`) judges both sides of real traffic.\n",
			"x-provenance": { "decided": { "reason": "The validating proxy judges a real server's answers too, and a partner must tell their own mistakes from the server's." } }
		},
		"where": {
			"type": "string",
			"description": "Where the contract says so, as a JSON Pointer into spec/openapi.yaml (`#/paths/~1v1~1jobs/post/responses`; a 5xx under `--judge full` points at the answer the operation documents for it, `#/components/responses/InternalError`), or a seed reference (`seed §5.1`) when the proxy judges by `--judge core`; `docs/proxy.md` for the proxy's own 413, 400, 502 and 504 answers. Absent on the mock's own entries."
		}
	}
};
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate110.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.rule === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "rule" },
				schema: schema50.required,
				parentSchema: schema50,
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
				schema: schema50.required,
				parentSchema: schema50,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.rule !== void 0) {
			let data0 = data.rule;
			if (typeof data0 !== "string") {
				const err2 = {
					instancePath: instancePath + "/rule",
					schemaPath: "#/properties/rule/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.rule.type,
					parentSchema: schema50.properties.rule,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		if (data.pointer !== void 0) {
			let data1 = data.pointer;
			if (typeof data1 !== "string") {
				const err3 = {
					instancePath: instancePath + "/pointer",
					schemaPath: "#/properties/pointer/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.pointer.type,
					parentSchema: schema50.properties.pointer,
					data: data1
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.parameter !== void 0) {
			let data2 = data.parameter;
			if (typeof data2 !== "string") {
				const err4 = {
					instancePath: instancePath + "/parameter",
					schemaPath: "#/properties/parameter/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.parameter.type,
					parentSchema: schema50.properties.parameter,
					data: data2
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.detail !== void 0) {
			let data3 = data.detail;
			if (typeof data3 !== "string") {
				const err5 = {
					instancePath: instancePath + "/detail",
					schemaPath: "#/properties/detail/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.detail.type,
					parentSchema: schema50.properties.detail,
					data: data3
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.side !== void 0) {
			let data4 = data.side;
			if (typeof data4 !== "string") {
				const err6 = {
					instancePath: instancePath + "/side",
					schemaPath: "#/properties/side/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.side.type,
					parentSchema: schema50.properties.side,
					data: data4
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			if (!(data4 === "client" || data4 === "server")) {
				const err7 = {
					instancePath: instancePath + "/side",
					schemaPath: "#/properties/side/enum",
					keyword: "enum",
					params: { allowedValues: schema50.properties.side.enum },
					schema: schema50.properties.side.enum,
					parentSchema: schema50.properties.side,
					data: data4
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.where !== void 0) {
			let data5 = data.where;
			if (typeof data5 !== "string") {
				const err8 = {
					instancePath: instancePath + "/where",
					schemaPath: "#/properties/where/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.where.type,
					parentSchema: schema50.properties.where,
					data: data5
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
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
	validate110.errors = vErrors;
	return errors === 0;
}
validate110.evaluated = {
	"props": {
		"rule": true,
		"pointer": true,
		"parameter": true,
		"detail": true,
		"side": true,
		"where": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate108(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate108.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema49.required,
				parentSchema: schema49,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.received_at === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "received_at" },
				schema: schema49.required,
				parentSchema: schema49,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.method === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "method" },
				schema: schema49.required,
				parentSchema: schema49,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.path === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "path" },
				schema: schema49.required,
				parentSchema: schema49,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.status === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "status" },
				schema: schema49.required,
				parentSchema: schema49,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.key_fingerprint === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "key_fingerprint" },
				schema: schema49.required,
				parentSchema: schema49,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.violations === void 0) {
			const err6 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "violations" },
				schema: schema49.required,
				parentSchema: schema49,
				data
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
		if (data.id !== void 0) {
			let data0 = data.id;
			if (typeof data0 !== "string") {
				const err7 = {
					instancePath: instancePath + "/id",
					schemaPath: "#/properties/id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema49.properties.id.type,
					parentSchema: schema49.properties.id,
					data: data0
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.received_at !== void 0) {
			if (!validate17$1(data.received_at, {
				instancePath: instancePath + "/received_at",
				parentData: data,
				parentDataProperty: "received_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.method !== void 0) {
			let data2 = data.method;
			if (typeof data2 !== "string") {
				const err8 = {
					instancePath: instancePath + "/method",
					schemaPath: "#/properties/method/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema49.properties.method.type,
					parentSchema: schema49.properties.method,
					data: data2
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
		}
		if (data.path !== void 0) {
			let data3 = data.path;
			if (typeof data3 !== "string") {
				const err9 = {
					instancePath: instancePath + "/path",
					schemaPath: "#/properties/path/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema49.properties.path.type,
					parentSchema: schema49.properties.path,
					data: data3
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
		}
		if (data.operation_id !== void 0) {
			let data4 = data.operation_id;
			const _errs9 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs10 = errors;
			if (typeof data4 !== "string") {
				const err10 = {
					instancePath: instancePath + "/operation_id",
					schemaPath: "#/properties/operation_id/oneOf/0/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema49.properties.operation_id.oneOf[0].type,
					parentSchema: schema49.properties.operation_id.oneOf[0],
					data: data4
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			var _valid0 = _errs10 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs12 = errors;
			if (data4 !== null) {
				const err11 = {
					instancePath: instancePath + "/operation_id",
					schemaPath: "#/properties/operation_id/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema49.properties.operation_id.oneOf[1].type,
					parentSchema: schema49.properties.operation_id.oneOf[1],
					data: data4
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
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
				const err12 = {
					instancePath: instancePath + "/operation_id",
					schemaPath: "#/properties/operation_id/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema49.properties.operation_id.oneOf,
					parentSchema: schema49.properties.operation_id,
					data: data4
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			} else {
				errors = _errs9;
				if (vErrors !== null) {
					if (_errs9) vErrors.length = _errs9;
					else vErrors = null;
				}
			}
		}
		if (data.status !== void 0) {
			let data5 = data.status;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err13 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema49.properties.status.type,
					parentSchema: schema49.properties.status,
					data: data5
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
		}
		if (data.account_id !== void 0) {
			let data6 = data.account_id;
			const _errs17 = errors;
			let valid2 = false;
			let passing1 = null;
			const _errs18 = errors;
			if (typeof data6 !== "string") {
				const err14 = {
					instancePath: instancePath + "/account_id",
					schemaPath: "#/properties/account_id/oneOf/0/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema49.properties.account_id.oneOf[0].type,
					parentSchema: schema49.properties.account_id.oneOf[0],
					data: data6
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			}
			var _valid1 = _errs18 === errors;
			if (_valid1) {
				valid2 = true;
				passing1 = 0;
			}
			const _errs20 = errors;
			if (data6 !== null) {
				const err15 = {
					instancePath: instancePath + "/account_id",
					schemaPath: "#/properties/account_id/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema49.properties.account_id.oneOf[1].type,
					parentSchema: schema49.properties.account_id.oneOf[1],
					data: data6
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			}
			var _valid1 = _errs20 === errors;
			if (_valid1 && valid2) {
				valid2 = false;
				passing1 = [passing1, 1];
			} else if (_valid1) {
				valid2 = true;
				passing1 = 1;
			}
			if (!valid2) {
				const err16 = {
					instancePath: instancePath + "/account_id",
					schemaPath: "#/properties/account_id/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					schema: schema49.properties.account_id.oneOf,
					parentSchema: schema49.properties.account_id,
					data: data6
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			} else {
				errors = _errs17;
				if (vErrors !== null) {
					if (_errs17) vErrors.length = _errs17;
					else vErrors = null;
				}
			}
		}
		if (data.key_fingerprint !== void 0) {
			let data7 = data.key_fingerprint;
			const _errs23 = errors;
			let valid3 = false;
			let passing2 = null;
			const _errs24 = errors;
			if (typeof data7 !== "string") {
				const err17 = {
					instancePath: instancePath + "/key_fingerprint",
					schemaPath: "#/properties/key_fingerprint/oneOf/0/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema49.properties.key_fingerprint.oneOf[0].type,
					parentSchema: schema49.properties.key_fingerprint.oneOf[0],
					data: data7
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			var _valid2 = _errs24 === errors;
			if (_valid2) {
				valid3 = true;
				passing2 = 0;
			}
			const _errs26 = errors;
			if (data7 !== null) {
				const err18 = {
					instancePath: instancePath + "/key_fingerprint",
					schemaPath: "#/properties/key_fingerprint/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema49.properties.key_fingerprint.oneOf[1].type,
					parentSchema: schema49.properties.key_fingerprint.oneOf[1],
					data: data7
				};
				if (vErrors === null) vErrors = [err18];
				else vErrors.push(err18);
				errors++;
			}
			var _valid2 = _errs26 === errors;
			if (_valid2 && valid3) {
				valid3 = false;
				passing2 = [passing2, 1];
			} else if (_valid2) {
				valid3 = true;
				passing2 = 1;
			}
			if (!valid3) {
				const err19 = {
					instancePath: instancePath + "/key_fingerprint",
					schemaPath: "#/properties/key_fingerprint/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing2 },
					schema: schema49.properties.key_fingerprint.oneOf,
					parentSchema: schema49.properties.key_fingerprint,
					data: data7
				};
				if (vErrors === null) vErrors = [err19];
				else vErrors.push(err19);
				errors++;
			} else {
				errors = _errs23;
				if (vErrors !== null) {
					if (_errs23) vErrors.length = _errs23;
					else vErrors = null;
				}
			}
		}
		if (data.violations !== void 0) {
			let data8 = data.violations;
			if (Array.isArray(data8)) {
				const len0 = data8.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate110(data8[i0], {
					instancePath: instancePath + "/violations/" + i0,
					parentData: data8,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
					errors = vErrors.length;
				}
			} else {
				const err20 = {
					instancePath: instancePath + "/violations",
					schemaPath: "#/properties/violations/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema49.properties.violations.type,
					parentSchema: schema49.properties.violations,
					data: data8
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
		}
		if (data.override_id !== void 0) {
			let data10 = data.override_id;
			if (typeof data10 !== "string") {
				const err21 = {
					instancePath: instancePath + "/override_id",
					schemaPath: "#/properties/override_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema49.properties.override_id.type,
					parentSchema: schema49.properties.override_id,
					data: data10
				};
				if (vErrors === null) vErrors = [err21];
				else vErrors.push(err21);
				errors++;
			}
		}
		if (data.curl !== void 0) {
			let data11 = data.curl;
			if (typeof data11 !== "string") {
				const err22 = {
					instancePath: instancePath + "/curl",
					schemaPath: "#/properties/curl/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema49.properties.curl.type,
					parentSchema: schema49.properties.curl,
					data: data11
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			}
		}
	} else {
		const err23 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema49.type,
			parentSchema: schema49,
			data
		};
		if (vErrors === null) vErrors = [err23];
		else vErrors.push(err23);
		errors++;
	}
	validate108.errors = vErrors;
	return errors === 0;
}
validate108.evaluated = {
	"props": {
		"id": true,
		"received_at": true,
		"method": true,
		"path": true,
		"operation_id": true,
		"status": true,
		"account_id": true,
		"key_fingerprint": true,
		"violations": true,
		"body": true,
		"override_id": true,
		"curl": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v27 = validate112;
const schema51 = {
	"type": "object",
	"required": [
		"id",
		"account_id",
		"created_at",
		"payload",
		"delivery"
	],
	"properties": {
		"id": {
			"type": "string",
			"description": "The `webhook-id` of the notification."
		},
		"account_id": { "type": "string" },
		"created_at": { "$ref": "#/components/schemas/Timestamp" },
		"payload": { "$ref": "#/components/schemas/JobRunFailedNotification" },
		"delivery": {
			"type": "object",
			"required": [
				"state",
				"attempts",
				"url",
				"last_status",
				"next_attempt_at"
			],
			"properties": {
				"state": { "$ref": "#/components/schemas/DeliveryState" },
				"attempts": {
					"type": "integer",
					"minimum": 0
				},
				"url": { "oneOf": [{ "type": "string" }, { "type": "null" }] },
				"last_status": { "oneOf": [{ "type": "integer" }, { "type": "null" }] },
				"next_attempt_at": { "oneOf": [{ "$ref": "#/components/schemas/Timestamp" }, { "type": "null" }] },
				"last_headers": {
					"description": "The Standard Webhooks headers sent with the last delivery attempt, so a receiver's signature\ncheck can be compared with what was sent (the console shows them). Absent until the first\nattempt: a notification only recorded (no notify URL) was never signed.\n",
					"type": "object",
					"required": [
						"webhook-id",
						"webhook-timestamp",
						"webhook-signature"
					],
					"additionalProperties": false,
					"properties": {
						"webhook-id": { "type": "string" },
						"webhook-timestamp": { "type": "string" },
						"webhook-signature": { "type": "string" }
					}
				}
			}
		}
	}
};
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate112.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema51.required,
				parentSchema: schema51,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.account_id === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "account_id" },
				schema: schema51.required,
				parentSchema: schema51,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.created_at === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "created_at" },
				schema: schema51.required,
				parentSchema: schema51,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.payload === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "payload" },
				schema: schema51.required,
				parentSchema: schema51,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.delivery === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "delivery" },
				schema: schema51.required,
				parentSchema: schema51,
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.id !== void 0) {
			let data0 = data.id;
			if (typeof data0 !== "string") {
				const err5 = {
					instancePath: instancePath + "/id",
					schemaPath: "#/properties/id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema51.properties.id.type,
					parentSchema: schema51.properties.id,
					data: data0
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.account_id !== void 0) {
			let data1 = data.account_id;
			if (typeof data1 !== "string") {
				const err6 = {
					instancePath: instancePath + "/account_id",
					schemaPath: "#/properties/account_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema51.properties.account_id.type,
					parentSchema: schema51.properties.account_id,
					data: data1
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
		}
		if (data.created_at !== void 0) {
			if (!validate17$1(data.created_at, {
				instancePath: instancePath + "/created_at",
				parentData: data,
				parentDataProperty: "created_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.payload !== void 0) {
			if (!validate102(data.payload, {
				instancePath: instancePath + "/payload",
				parentData: data,
				parentDataProperty: "payload",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
				errors = vErrors.length;
			}
		}
		if (data.delivery !== void 0) {
			let data4 = data.delivery;
			if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
				if (data4.state === void 0) {
					const err7 = {
						instancePath: instancePath + "/delivery",
						schemaPath: "#/properties/delivery/required",
						keyword: "required",
						params: { missingProperty: "state" },
						schema: schema51.properties.delivery.required,
						parentSchema: schema51.properties.delivery,
						data: data4
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
				if (data4.attempts === void 0) {
					const err8 = {
						instancePath: instancePath + "/delivery",
						schemaPath: "#/properties/delivery/required",
						keyword: "required",
						params: { missingProperty: "attempts" },
						schema: schema51.properties.delivery.required,
						parentSchema: schema51.properties.delivery,
						data: data4
					};
					if (vErrors === null) vErrors = [err8];
					else vErrors.push(err8);
					errors++;
				}
				if (data4.url === void 0) {
					const err9 = {
						instancePath: instancePath + "/delivery",
						schemaPath: "#/properties/delivery/required",
						keyword: "required",
						params: { missingProperty: "url" },
						schema: schema51.properties.delivery.required,
						parentSchema: schema51.properties.delivery,
						data: data4
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data4.last_status === void 0) {
					const err10 = {
						instancePath: instancePath + "/delivery",
						schemaPath: "#/properties/delivery/required",
						keyword: "required",
						params: { missingProperty: "last_status" },
						schema: schema51.properties.delivery.required,
						parentSchema: schema51.properties.delivery,
						data: data4
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
				if (data4.next_attempt_at === void 0) {
					const err11 = {
						instancePath: instancePath + "/delivery",
						schemaPath: "#/properties/delivery/required",
						keyword: "required",
						params: { missingProperty: "next_attempt_at" },
						schema: schema51.properties.delivery.required,
						parentSchema: schema51.properties.delivery,
						data: data4
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				if (data4.state !== void 0) {
					if (!validate43$1(data4.state, {
						instancePath: instancePath + "/delivery/state",
						parentData: data4,
						parentDataProperty: "state",
						rootData,
						dynamicAnchors
					})) {
						vErrors = vErrors === null ? validate43$1.errors : vErrors.concat(validate43$1.errors);
						errors = vErrors.length;
					}
				}
				if (data4.attempts !== void 0) {
					let data6 = data4.attempts;
					if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
						const err12 = {
							instancePath: instancePath + "/delivery/attempts",
							schemaPath: "#/properties/delivery/properties/attempts/type",
							keyword: "type",
							params: { type: "integer" },
							schema: schema51.properties.delivery.properties.attempts.type,
							parentSchema: schema51.properties.delivery.properties.attempts,
							data: data6
						};
						if (vErrors === null) vErrors = [err12];
						else vErrors.push(err12);
						errors++;
					}
					if (typeof data6 == "number" && isFinite(data6)) {
						if (data6 < 0 || isNaN(data6)) {
							const err13 = {
								instancePath: instancePath + "/delivery/attempts",
								schemaPath: "#/properties/delivery/properties/attempts/minimum",
								keyword: "minimum",
								params: {
									comparison: ">=",
									limit: 0
								},
								schema: 0,
								parentSchema: schema51.properties.delivery.properties.attempts,
								data: data6
							};
							if (vErrors === null) vErrors = [err13];
							else vErrors.push(err13);
							errors++;
						}
					}
				}
				if (data4.url !== void 0) {
					let data7 = data4.url;
					const _errs13 = errors;
					let valid2 = false;
					let passing0 = null;
					const _errs14 = errors;
					if (typeof data7 !== "string") {
						const err14 = {
							instancePath: instancePath + "/delivery/url",
							schemaPath: "#/properties/delivery/properties/url/oneOf/0/type",
							keyword: "type",
							params: { type: "string" },
							schema: schema51.properties.delivery.properties.url.oneOf[0].type,
							parentSchema: schema51.properties.delivery.properties.url.oneOf[0],
							data: data7
						};
						if (vErrors === null) vErrors = [err14];
						else vErrors.push(err14);
						errors++;
					}
					var _valid0 = _errs14 === errors;
					if (_valid0) {
						valid2 = true;
						passing0 = 0;
					}
					const _errs16 = errors;
					if (data7 !== null) {
						const err15 = {
							instancePath: instancePath + "/delivery/url",
							schemaPath: "#/properties/delivery/properties/url/oneOf/1/type",
							keyword: "type",
							params: { type: "null" },
							schema: schema51.properties.delivery.properties.url.oneOf[1].type,
							parentSchema: schema51.properties.delivery.properties.url.oneOf[1],
							data: data7
						};
						if (vErrors === null) vErrors = [err15];
						else vErrors.push(err15);
						errors++;
					}
					var _valid0 = _errs16 === errors;
					if (_valid0 && valid2) {
						valid2 = false;
						passing0 = [passing0, 1];
					} else if (_valid0) {
						valid2 = true;
						passing0 = 1;
					}
					if (!valid2) {
						const err16 = {
							instancePath: instancePath + "/delivery/url",
							schemaPath: "#/properties/delivery/properties/url/oneOf",
							keyword: "oneOf",
							params: { passingSchemas: passing0 },
							schema: schema51.properties.delivery.properties.url.oneOf,
							parentSchema: schema51.properties.delivery.properties.url,
							data: data7
						};
						if (vErrors === null) vErrors = [err16];
						else vErrors.push(err16);
						errors++;
					} else {
						errors = _errs13;
						if (vErrors !== null) {
							if (_errs13) vErrors.length = _errs13;
							else vErrors = null;
						}
					}
				}
				if (data4.last_status !== void 0) {
					let data8 = data4.last_status;
					const _errs19 = errors;
					let valid3 = false;
					let passing1 = null;
					const _errs20 = errors;
					if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
						const err17 = {
							instancePath: instancePath + "/delivery/last_status",
							schemaPath: "#/properties/delivery/properties/last_status/oneOf/0/type",
							keyword: "type",
							params: { type: "integer" },
							schema: schema51.properties.delivery.properties.last_status.oneOf[0].type,
							parentSchema: schema51.properties.delivery.properties.last_status.oneOf[0],
							data: data8
						};
						if (vErrors === null) vErrors = [err17];
						else vErrors.push(err17);
						errors++;
					}
					var _valid1 = _errs20 === errors;
					if (_valid1) {
						valid3 = true;
						passing1 = 0;
					}
					const _errs22 = errors;
					if (data8 !== null) {
						const err18 = {
							instancePath: instancePath + "/delivery/last_status",
							schemaPath: "#/properties/delivery/properties/last_status/oneOf/1/type",
							keyword: "type",
							params: { type: "null" },
							schema: schema51.properties.delivery.properties.last_status.oneOf[1].type,
							parentSchema: schema51.properties.delivery.properties.last_status.oneOf[1],
							data: data8
						};
						if (vErrors === null) vErrors = [err18];
						else vErrors.push(err18);
						errors++;
					}
					var _valid1 = _errs22 === errors;
					if (_valid1 && valid3) {
						valid3 = false;
						passing1 = [passing1, 1];
					} else if (_valid1) {
						valid3 = true;
						passing1 = 1;
					}
					if (!valid3) {
						const err19 = {
							instancePath: instancePath + "/delivery/last_status",
							schemaPath: "#/properties/delivery/properties/last_status/oneOf",
							keyword: "oneOf",
							params: { passingSchemas: passing1 },
							schema: schema51.properties.delivery.properties.last_status.oneOf,
							parentSchema: schema51.properties.delivery.properties.last_status,
							data: data8
						};
						if (vErrors === null) vErrors = [err19];
						else vErrors.push(err19);
						errors++;
					} else {
						errors = _errs19;
						if (vErrors !== null) {
							if (_errs19) vErrors.length = _errs19;
							else vErrors = null;
						}
					}
				}
				if (data4.next_attempt_at !== void 0) {
					let data9 = data4.next_attempt_at;
					const _errs25 = errors;
					let valid4 = false;
					let passing2 = null;
					const _errs26 = errors;
					if (!validate17$1(data9, {
						instancePath: instancePath + "/delivery/next_attempt_at",
						parentData: data4,
						parentDataProperty: "next_attempt_at",
						rootData,
						dynamicAnchors
					})) {
						vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
						errors = vErrors.length;
					}
					var _valid2 = _errs26 === errors;
					if (_valid2) {
						valid4 = true;
						passing2 = 0;
					}
					const _errs27 = errors;
					if (data9 !== null) {
						const err20 = {
							instancePath: instancePath + "/delivery/next_attempt_at",
							schemaPath: "#/properties/delivery/properties/next_attempt_at/oneOf/1/type",
							keyword: "type",
							params: { type: "null" },
							schema: schema51.properties.delivery.properties.next_attempt_at.oneOf[1].type,
							parentSchema: schema51.properties.delivery.properties.next_attempt_at.oneOf[1],
							data: data9
						};
						if (vErrors === null) vErrors = [err20];
						else vErrors.push(err20);
						errors++;
					}
					var _valid2 = _errs27 === errors;
					if (_valid2 && valid4) {
						valid4 = false;
						passing2 = [passing2, 1];
					} else if (_valid2) {
						valid4 = true;
						passing2 = 1;
					}
					if (!valid4) {
						const err21 = {
							instancePath: instancePath + "/delivery/next_attempt_at",
							schemaPath: "#/properties/delivery/properties/next_attempt_at/oneOf",
							keyword: "oneOf",
							params: { passingSchemas: passing2 },
							schema: schema51.properties.delivery.properties.next_attempt_at.oneOf,
							parentSchema: schema51.properties.delivery.properties.next_attempt_at,
							data: data9
						};
						if (vErrors === null) vErrors = [err21];
						else vErrors.push(err21);
						errors++;
					} else {
						errors = _errs25;
						if (vErrors !== null) {
							if (_errs25) vErrors.length = _errs25;
							else vErrors = null;
						}
					}
				}
				if (data4.last_headers !== void 0) {
					let data10 = data4.last_headers;
					if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
						if (data10["webhook-id"] === void 0) {
							const err22 = {
								instancePath: instancePath + "/delivery/last_headers",
								schemaPath: "#/properties/delivery/properties/last_headers/required",
								keyword: "required",
								params: { missingProperty: "webhook-id" },
								schema: schema51.properties.delivery.properties.last_headers.required,
								parentSchema: schema51.properties.delivery.properties.last_headers,
								data: data10
							};
							if (vErrors === null) vErrors = [err22];
							else vErrors.push(err22);
							errors++;
						}
						if (data10["webhook-timestamp"] === void 0) {
							const err23 = {
								instancePath: instancePath + "/delivery/last_headers",
								schemaPath: "#/properties/delivery/properties/last_headers/required",
								keyword: "required",
								params: { missingProperty: "webhook-timestamp" },
								schema: schema51.properties.delivery.properties.last_headers.required,
								parentSchema: schema51.properties.delivery.properties.last_headers,
								data: data10
							};
							if (vErrors === null) vErrors = [err23];
							else vErrors.push(err23);
							errors++;
						}
						if (data10["webhook-signature"] === void 0) {
							const err24 = {
								instancePath: instancePath + "/delivery/last_headers",
								schemaPath: "#/properties/delivery/properties/last_headers/required",
								keyword: "required",
								params: { missingProperty: "webhook-signature" },
								schema: schema51.properties.delivery.properties.last_headers.required,
								parentSchema: schema51.properties.delivery.properties.last_headers,
								data: data10
							};
							if (vErrors === null) vErrors = [err24];
							else vErrors.push(err24);
							errors++;
						}
						for (const key0 in data10) if (!(key0 === "webhook-id" || key0 === "webhook-timestamp" || key0 === "webhook-signature")) {
							const err25 = {
								instancePath: instancePath + "/delivery/last_headers",
								schemaPath: "#/properties/delivery/properties/last_headers/additionalProperties",
								keyword: "additionalProperties",
								params: { additionalProperty: key0 },
								schema: false,
								parentSchema: schema51.properties.delivery.properties.last_headers,
								data: data10
							};
							if (vErrors === null) vErrors = [err25];
							else vErrors.push(err25);
							errors++;
						}
						if (data10["webhook-id"] !== void 0) {
							let data11 = data10["webhook-id"];
							if (typeof data11 !== "string") {
								const err26 = {
									instancePath: instancePath + "/delivery/last_headers/webhook-id",
									schemaPath: "#/properties/delivery/properties/last_headers/properties/webhook-id/type",
									keyword: "type",
									params: { type: "string" },
									schema: schema51.properties.delivery.properties.last_headers.properties["webhook-id"].type,
									parentSchema: schema51.properties.delivery.properties.last_headers.properties["webhook-id"],
									data: data11
								};
								if (vErrors === null) vErrors = [err26];
								else vErrors.push(err26);
								errors++;
							}
						}
						if (data10["webhook-timestamp"] !== void 0) {
							let data12 = data10["webhook-timestamp"];
							if (typeof data12 !== "string") {
								const err27 = {
									instancePath: instancePath + "/delivery/last_headers/webhook-timestamp",
									schemaPath: "#/properties/delivery/properties/last_headers/properties/webhook-timestamp/type",
									keyword: "type",
									params: { type: "string" },
									schema: schema51.properties.delivery.properties.last_headers.properties["webhook-timestamp"].type,
									parentSchema: schema51.properties.delivery.properties.last_headers.properties["webhook-timestamp"],
									data: data12
								};
								if (vErrors === null) vErrors = [err27];
								else vErrors.push(err27);
								errors++;
							}
						}
						if (data10["webhook-signature"] !== void 0) {
							let data13 = data10["webhook-signature"];
							if (typeof data13 !== "string") {
								const err28 = {
									instancePath: instancePath + "/delivery/last_headers/webhook-signature",
									schemaPath: "#/properties/delivery/properties/last_headers/properties/webhook-signature/type",
									keyword: "type",
									params: { type: "string" },
									schema: schema51.properties.delivery.properties.last_headers.properties["webhook-signature"].type,
									parentSchema: schema51.properties.delivery.properties.last_headers.properties["webhook-signature"],
									data: data13
								};
								if (vErrors === null) vErrors = [err28];
								else vErrors.push(err28);
								errors++;
							}
						}
					} else {
						const err29 = {
							instancePath: instancePath + "/delivery/last_headers",
							schemaPath: "#/properties/delivery/properties/last_headers/type",
							keyword: "type",
							params: { type: "object" },
							schema: schema51.properties.delivery.properties.last_headers.type,
							parentSchema: schema51.properties.delivery.properties.last_headers,
							data: data10
						};
						if (vErrors === null) vErrors = [err29];
						else vErrors.push(err29);
						errors++;
					}
				}
			} else {
				const err30 = {
					instancePath: instancePath + "/delivery",
					schemaPath: "#/properties/delivery/type",
					keyword: "type",
					params: { type: "object" },
					schema: schema51.properties.delivery.type,
					parentSchema: schema51.properties.delivery,
					data: data4
				};
				if (vErrors === null) vErrors = [err30];
				else vErrors.push(err30);
				errors++;
			}
		}
	} else {
		const err31 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema51.type,
			parentSchema: schema51,
			data
		};
		if (vErrors === null) vErrors = [err31];
		else vErrors.push(err31);
		errors++;
	}
	validate112.errors = vErrors;
	return errors === 0;
}
validate112.evaluated = {
	"props": {
		"id": true,
		"account_id": true,
		"created_at": true,
		"payload": true,
		"delivery": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v28 = validate117;
const schema52 = {
	"type": "object",
	"required": ["data"],
	"properties": { "data": {
		"type": "array",
		"items": { "$ref": "#/components/schemas/Notification" }
	} }
};
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate117.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema52.required,
				parentSchema: schema52,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate112(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
					errors = vErrors.length;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema52.properties.data.type,
					parentSchema: schema52.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema52.type,
			parentSchema: schema52,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate117.errors = vErrors;
	return errors === 0;
}
validate117.evaluated = {
	"props": { "data": true },
	"dynamicProps": false,
	"dynamicItems": false
};
const v29 = validate119;
const schema53 = {
	"type": "object",
	"required": [
		"account_id",
		"notify_url",
		"source",
		"webhook_secret"
	],
	"properties": {
		"account_id": { "type": "string" },
		"notify_url": {
			"description": "Where this account's notifications are delivered now; null when they are only recorded.",
			"oneOf": [{
				"type": "string",
				"format": "uri"
			}, { "type": "null" }]
		},
		"source": {
			"type": "string",
			"enum": ["account", "default"],
			"description": "`account` when set for this account, `default` when it comes from `--notify-url` (or nothing)."
		},
		"webhook_secret": {
			"type": "string",
			"pattern": "^whsec_[A-Za-z0-9+/]+={0,2}$",
			"x-error-detail": "must be whsec_ followed by base64",
			"description": "The Standard Webhooks secret; the key is the base64-decoded part after `whsec_`."
		}
	}
};
function validate119(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate119.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.account_id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "account_id" },
				schema: schema53.required,
				parentSchema: schema53,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.notify_url === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "notify_url" },
				schema: schema53.required,
				parentSchema: schema53,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.source === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "source" },
				schema: schema53.required,
				parentSchema: schema53,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.webhook_secret === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "webhook_secret" },
				schema: schema53.required,
				parentSchema: schema53,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.account_id !== void 0) {
			let data0 = data.account_id;
			if (typeof data0 !== "string") {
				const err4 = {
					instancePath: instancePath + "/account_id",
					schemaPath: "#/properties/account_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema53.properties.account_id.type,
					parentSchema: schema53.properties.account_id,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.notify_url !== void 0) {
			let data1 = data.notify_url;
			const _errs4 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs5 = errors;
			if (typeof data1 === "string") {
				if (!formats4$1(data1)) {
					const err5 = {
						instancePath: instancePath + "/notify_url",
						schemaPath: "#/properties/notify_url/oneOf/0/format",
						keyword: "format",
						params: { format: "uri" },
						schema: "uri",
						parentSchema: schema53.properties.notify_url.oneOf[0],
						data: data1
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
			} else {
				const err6 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf/0/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema53.properties.notify_url.oneOf[0].type,
					parentSchema: schema53.properties.notify_url.oneOf[0],
					data: data1
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			var _valid0 = _errs5 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs7 = errors;
			if (data1 !== null) {
				const err7 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema53.properties.notify_url.oneOf[1].type,
					parentSchema: schema53.properties.notify_url.oneOf[1],
					data: data1
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
			var _valid0 = _errs7 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err8 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema53.properties.notify_url.oneOf,
					parentSchema: schema53.properties.notify_url,
					data: data1
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			} else {
				errors = _errs4;
				if (vErrors !== null) {
					if (_errs4) vErrors.length = _errs4;
					else vErrors = null;
				}
			}
		}
		if (data.source !== void 0) {
			let data2 = data.source;
			if (typeof data2 !== "string") {
				const err9 = {
					instancePath: instancePath + "/source",
					schemaPath: "#/properties/source/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema53.properties.source.type,
					parentSchema: schema53.properties.source,
					data: data2
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
			if (!(data2 === "account" || data2 === "default")) {
				const err10 = {
					instancePath: instancePath + "/source",
					schemaPath: "#/properties/source/enum",
					keyword: "enum",
					params: { allowedValues: schema53.properties.source.enum },
					schema: schema53.properties.source.enum,
					parentSchema: schema53.properties.source,
					data: data2
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
		}
		if (data.webhook_secret !== void 0) {
			let data3 = data.webhook_secret;
			if (typeof data3 === "string") {
				if (!pattern10.test(data3)) {
					const err11 = {
						instancePath: instancePath + "/webhook_secret",
						schemaPath: "#/properties/webhook_secret/pattern",
						keyword: "pattern",
						params: { pattern: "^whsec_[A-Za-z0-9+/]+={0,2}$" },
						schema: "^whsec_[A-Za-z0-9+/]+={0,2}$",
						parentSchema: schema53.properties.webhook_secret,
						data: data3
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
			} else {
				const err12 = {
					instancePath: instancePath + "/webhook_secret",
					schemaPath: "#/properties/webhook_secret/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema53.properties.webhook_secret.type,
					parentSchema: schema53.properties.webhook_secret,
					data: data3
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
		}
	} else {
		const err13 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema53.type,
			parentSchema: schema53,
			data
		};
		if (vErrors === null) vErrors = [err13];
		else vErrors.push(err13);
		errors++;
	}
	validate119.errors = vErrors;
	return errors === 0;
}
validate119.evaluated = {
	"props": {
		"account_id": true,
		"notify_url": true,
		"source": true,
		"webhook_secret": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v30 = validate120;
const schema54 = {
	"type": "object",
	"required": ["notify_url"],
	"additionalProperties": false,
	"properties": { "notify_url": {
		"description": "A URL, `null` (record only), or the string `default` to fall back to `--notify-url`.",
		"oneOf": [
			{
				"type": "string",
				"format": "uri",
				"pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
				"x-error-detail": "must be an absolute http or https URL"
			},
			{ "const": "default" },
			{ "type": "null" }
		]
	} }
};
const pattern15 = /* @__PURE__ */ new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://", "u");
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate120.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.notify_url === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "notify_url" },
				schema: schema54.required,
				parentSchema: schema54,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "notify_url")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema54,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.notify_url !== void 0) {
			let data0 = data.notify_url;
			const _errs3 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs4 = errors;
			if (typeof data0 === "string") {
				if (!pattern15.test(data0)) {
					const err2 = {
						instancePath: instancePath + "/notify_url",
						schemaPath: "#/properties/notify_url/oneOf/0/pattern",
						keyword: "pattern",
						params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" },
						schema: "^[Hh][Tt][Tt][Pp][Ss]?://",
						parentSchema: schema54.properties.notify_url.oneOf[0],
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (!formats4$1(data0)) {
					const err3 = {
						instancePath: instancePath + "/notify_url",
						schemaPath: "#/properties/notify_url/oneOf/0/format",
						keyword: "format",
						params: { format: "uri" },
						schema: "uri",
						parentSchema: schema54.properties.notify_url.oneOf[0],
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf/0/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema54.properties.notify_url.oneOf[0].type,
					parentSchema: schema54.properties.notify_url.oneOf[0],
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
			var _valid0 = _errs4 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs6 = errors;
			if ("default" !== data0) {
				const err5 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "default" },
					schema: "default",
					parentSchema: schema54.properties.notify_url.oneOf[1],
					data: data0
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
			var _valid0 = _errs6 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else {
				if (_valid0) {
					valid1 = true;
					passing0 = 1;
				}
				const _errs7 = errors;
				if (data0 !== null) {
					const err6 = {
						instancePath: instancePath + "/notify_url",
						schemaPath: "#/properties/notify_url/oneOf/2/type",
						keyword: "type",
						params: { type: "null" },
						schema: schema54.properties.notify_url.oneOf[2].type,
						parentSchema: schema54.properties.notify_url.oneOf[2],
						data: data0
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				var _valid0 = _errs7 === errors;
				if (_valid0 && valid1) {
					valid1 = false;
					passing0 = [passing0, 2];
				} else if (_valid0) {
					valid1 = true;
					passing0 = 2;
				}
			}
			if (!valid1) {
				const err7 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema54.properties.notify_url.oneOf,
					parentSchema: schema54.properties.notify_url,
					data: data0
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			} else {
				errors = _errs3;
				if (vErrors !== null) {
					if (_errs3) vErrors.length = _errs3;
					else vErrors = null;
				}
			}
		}
	} else {
		const err8 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema54.type,
			parentSchema: schema54,
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	validate120.errors = vErrors;
	return errors === 0;
}
validate120.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v31 = validate121;
function validate121(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate121.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "boolean") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "boolean" },
			schema: schema41.type,
			parentSchema: schema41,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate121.errors = vErrors;
	return errors === 0;
}
validate121.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v32 = validate122;
const schema56 = { "allOf": [{ "$ref": "#/components/schemas/OutcomeRuleFields" }, {
	"type": "object",
	"required": ["id", "remaining"],
	"properties": {
		"id": { "type": "string" },
		"remaining": {
			"description": "Runs it still decides; null when unlimited.",
			"oneOf": [{
				"type": "integer",
				"minimum": 1
			}, { "type": "null" }]
		}
	}
}] };
const schema57 = {
	"type": "object",
	"description": "What a rule matches and what it makes the target answer.",
	"properties": {
		"job_id": {
			"type": "string",
			"pattern": "^job_[0-9A-HJKMNP-TV-Z]{26}$",
			"x-error-detail": "must be job_ followed by a 26-character ULID"
		},
		"url_pattern": {
			"type": "string",
			"minLength": 1,
			"maxLength": 2048,
			"description": "A glob over the whole URL when it contains `*` or `?`, otherwise a substring of it."
		},
		"status": {
			"type": "integer",
			"minimum": 100,
			"maximum": 599,
			"description": "The status the target answers."
		},
		"latency_ms": {
			"type": "integer",
			"minimum": 0,
			"maximum": 36e5,
			"description": "How long the answer (or the connection error) takes."
		},
		"connection_error": {
			"type": "boolean",
			"description": "The target cannot be reached (no status)."
		},
		"times": {
			"type": "integer",
			"minimum": 1,
			"description": "How many runs the rule decides before it retires; unlimited when absent."
		}
	}
};
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate123.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.job_id !== void 0) {
			let data0 = data.job_id;
			if (typeof data0 === "string") {
				if (!pattern5$1.test(data0)) {
					const err0 = {
						instancePath: instancePath + "/job_id",
						schemaPath: "#/properties/job_id/pattern",
						keyword: "pattern",
						params: { pattern: "^job_[0-9A-HJKMNP-TV-Z]{26}$" },
						schema: "^job_[0-9A-HJKMNP-TV-Z]{26}$",
						parentSchema: schema57.properties.job_id,
						data: data0
					};
					if (vErrors === null) vErrors = [err0];
					else vErrors.push(err0);
					errors++;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/job_id",
					schemaPath: "#/properties/job_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema57.properties.job_id.type,
					parentSchema: schema57.properties.job_id,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.url_pattern !== void 0) {
			let data1 = data.url_pattern;
			if (typeof data1 === "string") {
				if (func0$1(data1) > 2048) {
					const err2 = {
						instancePath: instancePath + "/url_pattern",
						schemaPath: "#/properties/url_pattern/maxLength",
						keyword: "maxLength",
						params: { limit: 2048 },
						schema: 2048,
						parentSchema: schema57.properties.url_pattern,
						data: data1
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (func0$1(data1) < 1) {
					const err3 = {
						instancePath: instancePath + "/url_pattern",
						schemaPath: "#/properties/url_pattern/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema57.properties.url_pattern,
						data: data1
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/url_pattern",
					schemaPath: "#/properties/url_pattern/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema57.properties.url_pattern.type,
					parentSchema: schema57.properties.url_pattern,
					data: data1
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.status !== void 0) {
			let data2 = data.status;
			if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
				const err5 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema57.properties.status.type,
					parentSchema: schema57.properties.status,
					data: data2
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 > 599 || isNaN(data2)) {
					const err6 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema57.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (data2 < 100 || isNaN(data2)) {
					const err7 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema57.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
			}
		}
		if (data.latency_ms !== void 0) {
			let data3 = data.latency_ms;
			if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
				const err8 = {
					instancePath: instancePath + "/latency_ms",
					schemaPath: "#/properties/latency_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema57.properties.latency_ms.type,
					parentSchema: schema57.properties.latency_ms,
					data: data3
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (typeof data3 == "number" && isFinite(data3)) {
				if (data3 > 36e5 || isNaN(data3)) {
					const err9 = {
						instancePath: instancePath + "/latency_ms",
						schemaPath: "#/properties/latency_ms/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 36e5
						},
						schema: 36e5,
						parentSchema: schema57.properties.latency_ms,
						data: data3
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data3 < 0 || isNaN(data3)) {
					const err10 = {
						instancePath: instancePath + "/latency_ms",
						schemaPath: "#/properties/latency_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema57.properties.latency_ms,
						data: data3
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			}
		}
		if (data.connection_error !== void 0) {
			let data4 = data.connection_error;
			if (typeof data4 !== "boolean") {
				const err11 = {
					instancePath: instancePath + "/connection_error",
					schemaPath: "#/properties/connection_error/type",
					keyword: "type",
					params: { type: "boolean" },
					schema: schema57.properties.connection_error.type,
					parentSchema: schema57.properties.connection_error,
					data: data4
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
		}
		if (data.times !== void 0) {
			let data5 = data.times;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err12 = {
					instancePath: instancePath + "/times",
					schemaPath: "#/properties/times/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema57.properties.times.type,
					parentSchema: schema57.properties.times,
					data: data5
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 < 1 || isNaN(data5)) {
					const err13 = {
						instancePath: instancePath + "/times",
						schemaPath: "#/properties/times/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema57.properties.times,
						data: data5
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
			}
		}
	} else {
		const err14 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema57.type,
			parentSchema: schema57,
			data
		};
		if (vErrors === null) vErrors = [err14];
		else vErrors.push(err14);
		errors++;
	}
	validate123.errors = vErrors;
	return errors === 0;
}
validate123.evaluated = {
	"props": {
		"job_id": true,
		"url_pattern": true,
		"status": true,
		"latency_ms": true,
		"connection_error": true,
		"times": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate122.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!validate123(data, {
		instancePath,
		parentData,
		parentDataProperty,
		rootData,
		dynamicAnchors
	})) {
		vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
		errors = vErrors.length;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/allOf/1/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema56.allOf[1].required,
				parentSchema: schema56.allOf[1],
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.remaining === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/allOf/1/required",
				keyword: "required",
				params: { missingProperty: "remaining" },
				schema: schema56.allOf[1].required,
				parentSchema: schema56.allOf[1],
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.id !== void 0) {
			let data0 = data.id;
			if (typeof data0 !== "string") {
				const err2 = {
					instancePath: instancePath + "/id",
					schemaPath: "#/allOf/1/properties/id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema56.allOf[1].properties.id.type,
					parentSchema: schema56.allOf[1].properties.id,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		if (data.remaining !== void 0) {
			let data1 = data.remaining;
			const _errs6 = errors;
			let valid2 = false;
			let passing0 = null;
			const _errs7 = errors;
			if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
				const err3 = {
					instancePath: instancePath + "/remaining",
					schemaPath: "#/allOf/1/properties/remaining/oneOf/0/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema56.allOf[1].properties.remaining.oneOf[0].type,
					parentSchema: schema56.allOf[1].properties.remaining.oneOf[0],
					data: data1
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			if (typeof data1 == "number" && isFinite(data1)) {
				if (data1 < 1 || isNaN(data1)) {
					const err4 = {
						instancePath: instancePath + "/remaining",
						schemaPath: "#/allOf/1/properties/remaining/oneOf/0/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema56.allOf[1].properties.remaining.oneOf[0],
						data: data1
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			}
			var _valid0 = _errs7 === errors;
			if (_valid0) {
				valid2 = true;
				passing0 = 0;
			}
			const _errs9 = errors;
			if (data1 !== null) {
				const err5 = {
					instancePath: instancePath + "/remaining",
					schemaPath: "#/allOf/1/properties/remaining/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema56.allOf[1].properties.remaining.oneOf[1].type,
					parentSchema: schema56.allOf[1].properties.remaining.oneOf[1],
					data: data1
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
			var _valid0 = _errs9 === errors;
			if (_valid0 && valid2) {
				valid2 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid2 = true;
				passing0 = 1;
			}
			if (!valid2) {
				const err6 = {
					instancePath: instancePath + "/remaining",
					schemaPath: "#/allOf/1/properties/remaining/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema56.allOf[1].properties.remaining.oneOf,
					parentSchema: schema56.allOf[1].properties.remaining,
					data: data1
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			} else {
				errors = _errs6;
				if (vErrors !== null) {
					if (_errs6) vErrors.length = _errs6;
					else vErrors = null;
				}
			}
		}
	} else {
		const err7 = {
			instancePath,
			schemaPath: "#/allOf/1/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema56.allOf[1].type,
			parentSchema: schema56.allOf[1],
			data
		};
		if (vErrors === null) vErrors = [err7];
		else vErrors.push(err7);
		errors++;
	}
	validate122.errors = vErrors;
	return errors === 0;
}
validate122.evaluated = {
	"props": {
		"id": true,
		"remaining": true,
		"job_id": true,
		"url_pattern": true,
		"status": true,
		"latency_ms": true,
		"connection_error": true,
		"times": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v33 = validate125;
const schema58 = {
	"description": "At least one of `job_id` and `url_pattern` (both must match when both are given); `status` and `connection_error` exclude each other.",
	"allOf": [{ "$ref": "#/components/schemas/OutcomeRuleFields" }],
	"anyOf": [{ "required": ["job_id"] }, { "required": ["url_pattern"] }],
	"not": {
		"required": ["status", "connection_error"],
		"properties": { "connection_error": { "const": true } }
	},
	"unevaluatedProperties": false
};
function validate125(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate125.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs0 = errors;
	const _errs1 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status === void 0 && "status" || data.connection_error === void 0 && "connection_error") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.connection_error !== void 0) {
			if (true !== data.connection_error) {
				const err1 = {};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	}
	if (_errs1 === errors) {
		const err2 = {
			instancePath,
			schemaPath: "#/not",
			keyword: "not",
			params: {},
			schema: schema58.not,
			parentSchema: schema58,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	} else {
		errors = _errs0;
		if (vErrors !== null) {
			if (_errs0) vErrors.length = _errs0;
			else vErrors = null;
		}
	}
	const _errs3 = errors;
	let valid2 = false;
	const _errs4 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.job_id === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/anyOf/0/required",
				keyword: "required",
				params: { missingProperty: "job_id" },
				schema: schema58.anyOf[0].required,
				parentSchema: schema58.anyOf[0],
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
	}
	var _valid0 = _errs4 === errors;
	valid2 = valid2 || _valid0;
	const _errs5 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.url_pattern === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/anyOf/1/required",
				keyword: "required",
				params: { missingProperty: "url_pattern" },
				schema: schema58.anyOf[1].required,
				parentSchema: schema58.anyOf[1],
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
	}
	var _valid0 = _errs5 === errors;
	valid2 = valid2 || _valid0;
	if (!valid2) {
		const err5 = {
			instancePath,
			schemaPath: "#/anyOf",
			keyword: "anyOf",
			params: {},
			schema: schema58.anyOf,
			parentSchema: schema58,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	} else {
		errors = _errs3;
		if (vErrors !== null) {
			if (_errs3) vErrors.length = _errs3;
			else vErrors = null;
		}
	}
	if (!validate123(data, {
		instancePath,
		parentData,
		parentDataProperty,
		rootData,
		dynamicAnchors
	})) {
		vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
		errors = vErrors.length;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (key0 !== "job_id" && key0 !== "url_pattern" && key0 !== "status" && key0 !== "latency_ms" && key0 !== "connection_error" && key0 !== "times") {
			const err6 = {
				instancePath,
				schemaPath: "#/unevaluatedProperties",
				keyword: "unevaluatedProperties",
				params: { unevaluatedProperty: key0 },
				schema: false,
				parentSchema: schema58,
				data
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
	}
	validate125.errors = vErrors;
	return errors === 0;
}
validate125.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v34 = validate127;
function validate127(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate127.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.job_id !== void 0) {
			let data0 = data.job_id;
			if (typeof data0 === "string") {
				if (!pattern5$1.test(data0)) {
					const err0 = {
						instancePath: instancePath + "/job_id",
						schemaPath: "#/properties/job_id/pattern",
						keyword: "pattern",
						params: { pattern: "^job_[0-9A-HJKMNP-TV-Z]{26}$" },
						schema: "^job_[0-9A-HJKMNP-TV-Z]{26}$",
						parentSchema: schema57.properties.job_id,
						data: data0
					};
					if (vErrors === null) vErrors = [err0];
					else vErrors.push(err0);
					errors++;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/job_id",
					schemaPath: "#/properties/job_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema57.properties.job_id.type,
					parentSchema: schema57.properties.job_id,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.url_pattern !== void 0) {
			let data1 = data.url_pattern;
			if (typeof data1 === "string") {
				if (func0$1(data1) > 2048) {
					const err2 = {
						instancePath: instancePath + "/url_pattern",
						schemaPath: "#/properties/url_pattern/maxLength",
						keyword: "maxLength",
						params: { limit: 2048 },
						schema: 2048,
						parentSchema: schema57.properties.url_pattern,
						data: data1
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (func0$1(data1) < 1) {
					const err3 = {
						instancePath: instancePath + "/url_pattern",
						schemaPath: "#/properties/url_pattern/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema57.properties.url_pattern,
						data: data1
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/url_pattern",
					schemaPath: "#/properties/url_pattern/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema57.properties.url_pattern.type,
					parentSchema: schema57.properties.url_pattern,
					data: data1
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.status !== void 0) {
			let data2 = data.status;
			if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
				const err5 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema57.properties.status.type,
					parentSchema: schema57.properties.status,
					data: data2
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 > 599 || isNaN(data2)) {
					const err6 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema57.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (data2 < 100 || isNaN(data2)) {
					const err7 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema57.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
			}
		}
		if (data.latency_ms !== void 0) {
			let data3 = data.latency_ms;
			if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
				const err8 = {
					instancePath: instancePath + "/latency_ms",
					schemaPath: "#/properties/latency_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema57.properties.latency_ms.type,
					parentSchema: schema57.properties.latency_ms,
					data: data3
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (typeof data3 == "number" && isFinite(data3)) {
				if (data3 > 36e5 || isNaN(data3)) {
					const err9 = {
						instancePath: instancePath + "/latency_ms",
						schemaPath: "#/properties/latency_ms/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 36e5
						},
						schema: 36e5,
						parentSchema: schema57.properties.latency_ms,
						data: data3
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data3 < 0 || isNaN(data3)) {
					const err10 = {
						instancePath: instancePath + "/latency_ms",
						schemaPath: "#/properties/latency_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema57.properties.latency_ms,
						data: data3
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			}
		}
		if (data.connection_error !== void 0) {
			let data4 = data.connection_error;
			if (typeof data4 !== "boolean") {
				const err11 = {
					instancePath: instancePath + "/connection_error",
					schemaPath: "#/properties/connection_error/type",
					keyword: "type",
					params: { type: "boolean" },
					schema: schema57.properties.connection_error.type,
					parentSchema: schema57.properties.connection_error,
					data: data4
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
		}
		if (data.times !== void 0) {
			let data5 = data.times;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err12 = {
					instancePath: instancePath + "/times",
					schemaPath: "#/properties/times/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema57.properties.times.type,
					parentSchema: schema57.properties.times,
					data: data5
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 < 1 || isNaN(data5)) {
					const err13 = {
						instancePath: instancePath + "/times",
						schemaPath: "#/properties/times/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema57.properties.times,
						data: data5
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
			}
		}
	} else {
		const err14 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema57.type,
			parentSchema: schema57,
			data
		};
		if (vErrors === null) vErrors = [err14];
		else vErrors.push(err14);
		errors++;
	}
	validate127.errors = vErrors;
	return errors === 0;
}
validate127.evaluated = {
	"props": {
		"job_id": true,
		"url_pattern": true,
		"status": true,
		"latency_ms": true,
		"connection_error": true,
		"times": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v35 = validate128;
const schema60 = {
	"type": "object",
	"required": ["data"],
	"properties": { "data": {
		"type": "array",
		"items": { "$ref": "#/components/schemas/OutcomeRule" }
	} }
};
function validate128(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate128.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema60.required,
				parentSchema: schema60,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate122(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
					errors = vErrors.length;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema60.properties.data.type,
					parentSchema: schema60.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema60.type,
			parentSchema: schema60,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate128.errors = vErrors;
	return errors === 0;
}
validate128.evaluated = {
	"props": { "data": true },
	"dynamicProps": false,
	"dynamicItems": false
};
const v36 = validate130;
const schema61 = {
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
const formats16 = /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function validate130(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate130.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.type === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "type" },
				schema: schema61.required,
				parentSchema: schema61,
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
				schema: schema61.required,
				parentSchema: schema61,
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
				schema: schema61.required,
				parentSchema: schema61,
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
				schema: schema61.required,
				parentSchema: schema61,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.type !== void 0) {
			let data0 = data.type;
			if (typeof data0 === "string") {
				if (!formats4$1(data0)) {
					const err4 = {
						instancePath: instancePath + "/type",
						schemaPath: "#/properties/type/format",
						keyword: "format",
						params: { format: "uri" },
						schema: "uri",
						parentSchema: schema61.properties.type,
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
					schema: schema61.properties.type.type,
					parentSchema: schema61.properties.type,
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
						parentSchema: schema61.properties.title,
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
					schema: schema61.properties.title.type,
					parentSchema: schema61.properties.title,
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
					schema: schema61.properties.status.type,
					parentSchema: schema61.properties.status,
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
						parentSchema: schema61.properties.status,
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
						parentSchema: schema61.properties.status,
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
						parentSchema: schema61.properties.detail,
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
					schema: schema61.properties.detail.type,
					parentSchema: schema61.properties.detail,
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
				if (!formats16.test(data4)) {
					const err13 = {
						instancePath: instancePath + "/instance",
						schemaPath: "#/properties/instance/format",
						keyword: "format",
						params: { format: "uri-reference" },
						schema: "uri-reference",
						parentSchema: schema61.properties.instance,
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
					schema: schema61.properties.instance.type,
					parentSchema: schema61.properties.instance,
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
			schema: schema61.type,
			parentSchema: schema61,
			data
		};
		if (vErrors === null) vErrors = [err15];
		else vErrors.push(err15);
		errors++;
	}
	validate130.errors = vErrors;
	return errors === 0;
}
validate130.evaluated = {
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
const v37 = validate131;
const schema62 = {
	"type": "object",
	"required": ["data"],
	"properties": { "data": {
		"type": "array",
		"items": { "$ref": "#/components/schemas/JournalEntry" }
	} }
};
function validate131(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate131.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema62.required,
				parentSchema: schema62,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate108(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
					errors = vErrors.length;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema62.properties.data.type,
					parentSchema: schema62.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema62.type,
			parentSchema: schema62,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate131.errors = vErrors;
	return errors === 0;
}
validate131.evaluated = {
	"props": { "data": true },
	"dynamicProps": false,
	"dynamicItems": false
};
const v38 = validate133;
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate133.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
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
				schema: schema16$1.required,
				parentSchema: schema16$1,
				data
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate26(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
				errors = vErrors.length;
			}
		}
		if (data.job_id !== void 0) {
			if (!validate28$1(data.job_id, {
				instancePath: instancePath + "/job_id",
				parentData: data,
				parentDataProperty: "job_id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28$1.errors : vErrors.concat(validate28$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate30(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate17$1(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.started_at !== void 0) {
			if (!validate17$1(data.started_at, {
				instancePath: instancePath + "/started_at",
				parentData: data,
				parentDataProperty: "started_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate17$1(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate35(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
					schema: schema16$1.properties.http_status.oneOf[0].type,
					parentSchema: schema16$1.properties.http_status.oneOf[0],
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
						parentSchema: schema16$1.properties.http_status.oneOf[0],
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
						parentSchema: schema16$1.properties.http_status.oneOf[0],
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
					schema: schema16$1.properties.http_status.oneOf[1].type,
					parentSchema: schema16$1.properties.http_status.oneOf[1],
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
					schema: schema16$1.properties.http_status.oneOf,
					parentSchema: schema16$1.properties.http_status,
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
					schema: schema16$1.properties.duration_ms.type,
					parentSchema: schema16$1.properties.duration_ms,
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
						parentSchema: schema16$1.properties.duration_ms,
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
			if (!validate37(data9, {
				instancePath: instancePath + "/error",
				parentData: data,
				parentDataProperty: "error",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
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
					schema: schema16$1.properties.error.oneOf[1].type,
					parentSchema: schema16$1.properties.error.oneOf[1],
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
					schema: schema16$1.properties.error.oneOf,
					parentSchema: schema16$1.properties.error,
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
			schema: schema16$1.type,
			parentSchema: schema16$1,
			data
		};
		if (vErrors === null) vErrors = [err19];
		else vErrors.push(err19);
		errors++;
	}
	validate133.errors = vErrors;
	return errors === 0;
}
validate133.evaluated = {
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
const v39 = validate142;
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate142.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.code === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "code" },
				schema: schema21$1.required,
				parentSchema: schema21$1,
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
				schema: schema21$1.required,
				parentSchema: schema21$1,
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
					schema: schema21$1.properties.code.type,
					parentSchema: schema21$1.properties.code,
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
					params: { allowedValues: schema21$1.properties.code.enum },
					schema: schema21$1.properties.code.enum,
					parentSchema: schema21$1.properties.code,
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
						parentSchema: schema21$1.properties.message,
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
					schema: schema21$1.properties.message.type,
					parentSchema: schema21$1.properties.message,
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
			schema: schema21$1.type,
			parentSchema: schema21$1,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate142.errors = vErrors;
	return errors === 0;
}
validate142.evaluated = {
	"props": {
		"code": true,
		"message": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v40 = validate143;
function validate143(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate143.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern4.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^run_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^run_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema17$1,
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
			schema: schema17$1.type,
			parentSchema: schema17$1,
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
const v41 = validate144;
function validate144(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate144.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema20$1.type,
			parentSchema: schema20$1,
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
			params: { allowedValues: schema20$1.enum },
			schema: schema20$1.enum,
			parentSchema: schema20$1,
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
const v42 = validate145;
function validate145(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate145.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
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
				schema: schema43.required,
				parentSchema: schema43,
				data
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate26(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate30(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate17$1(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate17$1(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate35(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
					schema: schema43.properties.http_status.oneOf[0].type,
					parentSchema: schema43.properties.http_status.oneOf[0],
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
						parentSchema: schema43.properties.http_status.oneOf[0],
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
						parentSchema: schema43.properties.http_status.oneOf[0],
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
					schema: schema43.properties.http_status.oneOf[1].type,
					parentSchema: schema43.properties.http_status.oneOf[1],
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
					schema: schema43.properties.http_status.oneOf,
					parentSchema: schema43.properties.http_status,
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
			schema: schema43.type,
			parentSchema: schema43,
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	}
	validate145.errors = vErrors;
	return errors === 0;
}
validate145.evaluated = {
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
const v43 = validate151;
function validate151(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate151.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema19$1.type,
			parentSchema: schema19$1,
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
			params: { allowedValues: schema19$1.enum },
			schema: schema19$1.enum,
			parentSchema: schema19$1,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate151.errors = vErrors;
	return errors === 0;
}
validate151.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v44 = validate152;
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate152.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema39.type,
			parentSchema: schema39,
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
			params: { allowedValues: schema39.enum },
			schema: schema39.enum,
			parentSchema: schema39,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate152.errors = vErrors;
	return errors === 0;
}
validate152.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v45 = validate153;
const schema70 = {
	"type": "object",
	"additionalProperties": false,
	"properties": {
		"account": {
			"type": "string",
			"description": "The id of the account to fill; an unknown one is 422. Absent, the first account (the default `dev-key` one)."
		},
		"jobs": {
			"type": "integer",
			"minimum": 1,
			"maximum": 200,
			"default": 12,
			"description": "How many jobs to make."
		},
		"seed": {
			"type": "integer",
			"minimum": 0,
			"maximum": 4294967295,
			"default": 1,
			"description": "Picks the jobs and their runs; the same seed makes the same ones."
		},
		"history_days": {
			"type": "integer",
			"minimum": 0,
			"maximum": 90,
			"default": 7,
			"description": "How long ago the jobs were made; their runs fill the time since. 0 makes jobs with no runs yet."
		}
	}
};
function validate153(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate153.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "account" || key0 === "jobs" || key0 === "seed" || key0 === "history_days")) {
			const err0 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema70,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.account !== void 0) {
			let data0 = data.account;
			if (typeof data0 !== "string") {
				const err1 = {
					instancePath: instancePath + "/account",
					schemaPath: "#/properties/account/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema70.properties.account.type,
					parentSchema: schema70.properties.account,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.jobs !== void 0) {
			let data1 = data.jobs;
			if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
				const err2 = {
					instancePath: instancePath + "/jobs",
					schemaPath: "#/properties/jobs/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema70.properties.jobs.type,
					parentSchema: schema70.properties.jobs,
					data: data1
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (typeof data1 == "number" && isFinite(data1)) {
				if (data1 > 200 || isNaN(data1)) {
					const err3 = {
						instancePath: instancePath + "/jobs",
						schemaPath: "#/properties/jobs/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 200
						},
						schema: 200,
						parentSchema: schema70.properties.jobs,
						data: data1
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
				if (data1 < 1 || isNaN(data1)) {
					const err4 = {
						instancePath: instancePath + "/jobs",
						schemaPath: "#/properties/jobs/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema70.properties.jobs,
						data: data1
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
			}
		}
		if (data.seed !== void 0) {
			let data2 = data.seed;
			if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
				const err5 = {
					instancePath: instancePath + "/seed",
					schemaPath: "#/properties/seed/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema70.properties.seed.type,
					parentSchema: schema70.properties.seed,
					data: data2
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 > 4294967295 || isNaN(data2)) {
					const err6 = {
						instancePath: instancePath + "/seed",
						schemaPath: "#/properties/seed/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 4294967295
						},
						schema: 4294967295,
						parentSchema: schema70.properties.seed,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (data2 < 0 || isNaN(data2)) {
					const err7 = {
						instancePath: instancePath + "/seed",
						schemaPath: "#/properties/seed/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema70.properties.seed,
						data: data2
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
			}
		}
		if (data.history_days !== void 0) {
			let data3 = data.history_days;
			if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
				const err8 = {
					instancePath: instancePath + "/history_days",
					schemaPath: "#/properties/history_days/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema70.properties.history_days.type,
					parentSchema: schema70.properties.history_days,
					data: data3
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (typeof data3 == "number" && isFinite(data3)) {
				if (data3 > 90 || isNaN(data3)) {
					const err9 = {
						instancePath: instancePath + "/history_days",
						schemaPath: "#/properties/history_days/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 90
						},
						schema: 90,
						parentSchema: schema70.properties.history_days,
						data: data3
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data3 < 0 || isNaN(data3)) {
					const err10 = {
						instancePath: instancePath + "/history_days",
						schemaPath: "#/properties/history_days/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema70.properties.history_days,
						data: data3
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			}
		}
	} else {
		const err11 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema70.type,
			parentSchema: schema70,
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	}
	validate153.errors = vErrors;
	return errors === 0;
}
validate153.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v46 = validate154;
const schema71 = {
	"type": "object",
	"required": [
		"account",
		"seed",
		"jobs",
		"runs_total"
	],
	"properties": {
		"account": {
			"type": "string",
			"description": "The account filled."
		},
		"seed": { "type": "integer" },
		"jobs": {
			"type": "array",
			"items": { "$ref": "#/components/schemas/Job" }
		},
		"runs_total": {
			"type": "integer",
			"minimum": 0,
			"description": "The runs the new jobs hold, all together (each at most the history limit)."
		}
	}
};
function validate154(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate154.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.account === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "account" },
				schema: schema71.required,
				parentSchema: schema71,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.seed === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "seed" },
				schema: schema71.required,
				parentSchema: schema71,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.jobs === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "jobs" },
				schema: schema71.required,
				parentSchema: schema71,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.runs_total === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "runs_total" },
				schema: schema71.required,
				parentSchema: schema71,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.account !== void 0) {
			let data0 = data.account;
			if (typeof data0 !== "string") {
				const err4 = {
					instancePath: instancePath + "/account",
					schemaPath: "#/properties/account/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema71.properties.account.type,
					parentSchema: schema71.properties.account,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.seed !== void 0) {
			let data1 = data.seed;
			if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
				const err5 = {
					instancePath: instancePath + "/seed",
					schemaPath: "#/properties/seed/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema71.properties.seed.type,
					parentSchema: schema71.properties.seed,
					data: data1
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.jobs !== void 0) {
			let data2 = data.jobs;
			if (Array.isArray(data2)) {
				const len0 = data2.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate72(data2[i0], {
					instancePath: instancePath + "/jobs/" + i0,
					parentData: data2,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
					errors = vErrors.length;
				}
			} else {
				const err6 = {
					instancePath: instancePath + "/jobs",
					schemaPath: "#/properties/jobs/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema71.properties.jobs.type,
					parentSchema: schema71.properties.jobs,
					data: data2
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
		}
		if (data.runs_total !== void 0) {
			let data4 = data.runs_total;
			if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
				const err7 = {
					instancePath: instancePath + "/runs_total",
					schemaPath: "#/properties/runs_total/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema71.properties.runs_total.type,
					parentSchema: schema71.properties.runs_total,
					data: data4
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
			if (typeof data4 == "number" && isFinite(data4)) {
				if (data4 < 0 || isNaN(data4)) {
					const err8 = {
						instancePath: instancePath + "/runs_total",
						schemaPath: "#/properties/runs_total/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema71.properties.runs_total,
						data: data4
					};
					if (vErrors === null) vErrors = [err8];
					else vErrors.push(err8);
					errors++;
				}
			}
		}
	} else {
		const err9 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema71.type,
			parentSchema: schema71,
			data
		};
		if (vErrors === null) vErrors = [err9];
		else vErrors.push(err9);
		errors++;
	}
	validate154.errors = vErrors;
	return errors === 0;
}
validate154.evaluated = {
	"props": {
		"account": true,
		"seed": true,
		"jobs": true,
		"runs_total": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v47 = validate156;
const schema72 = {
	"type": "object",
	"required": [
		"id",
		"name",
		"now"
	],
	"properties": {
		"id": { "type": "string" },
		"name": { "type": "string" },
		"now": { "$ref": "#/components/schemas/Timestamp" },
		"accounts": {
			"type": "array",
			"description": "The ids of the accounts on this clock, oldest first.",
			"items": { "type": "string" }
		}
	}
};
function validate156(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate156.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema72.required,
				parentSchema: schema72,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.name === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "name" },
				schema: schema72.required,
				parentSchema: schema72,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.now === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "now" },
				schema: schema72.required,
				parentSchema: schema72,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.id !== void 0) {
			let data0 = data.id;
			if (typeof data0 !== "string") {
				const err3 = {
					instancePath: instancePath + "/id",
					schemaPath: "#/properties/id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema72.properties.id.type,
					parentSchema: schema72.properties.id,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.name !== void 0) {
			let data1 = data.name;
			if (typeof data1 !== "string") {
				const err4 = {
					instancePath: instancePath + "/name",
					schemaPath: "#/properties/name/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema72.properties.name.type,
					parentSchema: schema72.properties.name,
					data: data1
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.now !== void 0) {
			if (!validate17$1(data.now, {
				instancePath: instancePath + "/now",
				parentData: data,
				parentDataProperty: "now",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17$1.errors : vErrors.concat(validate17$1.errors);
				errors = vErrors.length;
			}
		}
		if (data.accounts !== void 0) {
			let data3 = data.accounts;
			if (Array.isArray(data3)) {
				const len0 = data3.length;
				for (let i0 = 0; i0 < len0; i0++) {
					let data4 = data3[i0];
					if (typeof data4 !== "string") {
						const err5 = {
							instancePath: instancePath + "/accounts/" + i0,
							schemaPath: "#/properties/accounts/items/type",
							keyword: "type",
							params: { type: "string" },
							schema: schema72.properties.accounts.items.type,
							parentSchema: schema72.properties.accounts.items,
							data: data4
						};
						if (vErrors === null) vErrors = [err5];
						else vErrors.push(err5);
						errors++;
					}
				}
			} else {
				const err6 = {
					instancePath: instancePath + "/accounts",
					schemaPath: "#/properties/accounts/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema72.properties.accounts.type,
					parentSchema: schema72.properties.accounts,
					data: data3
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
		}
	} else {
		const err7 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema72.type,
			parentSchema: schema72,
			data
		};
		if (vErrors === null) vErrors = [err7];
		else vErrors.push(err7);
		errors++;
	}
	validate156.errors = vErrors;
	return errors === 0;
}
validate156.evaluated = {
	"props": {
		"id": true,
		"name": true,
		"now": true,
		"accounts": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v48 = validate158;
const schema73 = {
	"type": "object",
	"description": "Either `seconds` (how far, as the global advance takes it) or `to` (the time to move to), not both.",
	"additionalProperties": false,
	"properties": {
		"seconds": { "$ref": "#/components/schemas/ClockAdvance/properties/seconds" },
		"to": { "$ref": "#/components/schemas/ClockSet/properties/now" }
	},
	"oneOf": [{ "required": ["seconds"] }, { "required": ["to"] }]
};
const schema74 = {
	"type": "number",
	"exclusiveMinimum": 0,
	"maximum": 31536e3,
	"description": "How far to move, at most a year per call."
};
function validate159(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate159.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data == "number" && isFinite(data)) {
		if (data > 31536e3 || isNaN(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 31536e3
				},
				schema: 31536e3,
				parentSchema: schema74,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data <= 0 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/exclusiveMinimum",
				keyword: "exclusiveMinimum",
				params: {
					comparison: ">",
					limit: 0
				},
				schema: 0,
				parentSchema: schema74,
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
			params: { type: "number" },
			schema: schema74.type,
			parentSchema: schema74,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate159.errors = vErrors;
	return errors === 0;
}
validate159.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema75 = {
	"type": "string",
	"format": "date-time",
	"pattern": "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$",
	"x-error-detail": "must be an RFC 3339 date-time such as 2027-01-01T00:00:00Z or 2027-01-01T09:30:00.5+01:00",
	"description": "Any RFC 3339 date-time: `Z` or an offset, fractional seconds of any length, lower-case `t` and\n`z`, a space for `T` (RFC 3339 §5.6 note). The answer gives the clock's time back in the\ncanonical form (UTC, milliseconds), as every timestamp of the API. A leap second\n(`23:59:60`) is the first instant of the next minute.\n",
	"examples": ["2027-01-01T00:00:00Z"]
};
function validate161(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate161.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern6$1.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$" },
				schema: "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$",
				parentSchema: schema75,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!formats0$1.validate(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "date-time" },
				schema: "date-time",
				parentSchema: schema75,
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
			schema: schema75.type,
			parentSchema: schema75,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate161.errors = vErrors;
	return errors === 0;
}
validate161.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate158(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate158.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs1 = errors;
	let valid0 = false;
	let passing0 = null;
	const _errs2 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.seconds === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/oneOf/0/required",
				keyword: "required",
				params: { missingProperty: "seconds" },
				schema: schema73.oneOf[0].required,
				parentSchema: schema73.oneOf[0],
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	}
	var _valid0 = _errs2 === errors;
	if (_valid0) {
		valid0 = true;
		passing0 = 0;
	}
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.to === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/oneOf/1/required",
				keyword: "required",
				params: { missingProperty: "to" },
				schema: schema73.oneOf[1].required,
				parentSchema: schema73.oneOf[1],
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	}
	var _valid0 = _errs3 === errors;
	if (_valid0 && valid0) {
		valid0 = false;
		passing0 = [passing0, 1];
	} else if (_valid0) {
		valid0 = true;
		passing0 = 1;
	}
	if (!valid0) {
		const err2 = {
			instancePath,
			schemaPath: "#/oneOf",
			keyword: "oneOf",
			params: { passingSchemas: passing0 },
			schema: schema73.oneOf,
			parentSchema: schema73,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	} else {
		errors = _errs1;
		if (vErrors !== null) {
			if (_errs1) vErrors.length = _errs1;
			else vErrors = null;
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "seconds" || key0 === "to")) {
			const err3 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema73,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.seconds !== void 0) {
			if (!validate159(data.seconds, {
				instancePath: instancePath + "/seconds",
				parentData: data,
				parentDataProperty: "seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
				errors = vErrors.length;
			}
		}
		if (data.to !== void 0) {
			if (!validate161(data.to, {
				instancePath: instancePath + "/to",
				parentData: data,
				parentDataProperty: "to",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
				errors = vErrors.length;
			}
		}
	} else {
		const err4 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema73.type,
			parentSchema: schema73,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate158.errors = vErrors;
	return errors === 0;
}
validate158.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v49 = validate163;
const schema76 = {
	"type": "object",
	"additionalProperties": false,
	"properties": {
		"name": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200,
			"description": "A label for people (the console lists it); `test clock N` by default."
		},
		"now": { "$ref": "#/components/schemas/ClockSet/properties/now" }
	}
};
function validate163(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate163.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "name" || key0 === "now")) {
			const err0 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema76,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.name !== void 0) {
			let data0 = data.name;
			if (typeof data0 === "string") {
				if (func0$1(data0) > 200) {
					const err1 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						schema: 200,
						parentSchema: schema76.properties.name,
						data: data0
					};
					if (vErrors === null) vErrors = [err1];
					else vErrors.push(err1);
					errors++;
				}
				if (func0$1(data0) < 1) {
					const err2 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema76.properties.name,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/name",
					schemaPath: "#/properties/name/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema76.properties.name.type,
					parentSchema: schema76.properties.name,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.now !== void 0) {
			if (!validate161(data.now, {
				instancePath: instancePath + "/now",
				parentData: data,
				parentDataProperty: "now",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
				errors = vErrors.length;
			}
		}
	} else {
		const err4 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema76.type,
			parentSchema: schema76,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate163.errors = vErrors;
	return errors === 0;
}
validate163.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v50 = validate165;
const schema77 = {
	"type": "object",
	"required": ["data"],
	"properties": { "data": {
		"type": "array",
		"items": { "$ref": "#/components/schemas/TestClock" }
	} }
};
function validate165(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate165.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.data === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "data" },
				schema: schema77.required,
				parentSchema: schema77,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.data !== void 0) {
			let data0 = data.data;
			if (Array.isArray(data0)) {
				const len0 = data0.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate156(data0[i0], {
					instancePath: instancePath + "/data/" + i0,
					parentData: data0,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
					errors = vErrors.length;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/data",
					schemaPath: "#/properties/data/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema77.properties.data.type,
					parentSchema: schema77.properties.data,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	} else {
		const err2 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema77.type,
			parentSchema: schema77,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate165.errors = vErrors;
	return errors === 0;
}
validate165.evaluated = {
	"props": { "data": true },
	"dynamicProps": false,
	"dynamicItems": false
};
const v51 = validate167;
function validate167(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate167.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema40.type,
			parentSchema: schema40,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	let valid0 = false;
	for (const v0 of schema40.enum) if (func24(data, v0)) {
		valid0 = true;
		break;
	}
	if (!valid0) {
		const err1 = {
			instancePath,
			schemaPath: "#/enum",
			keyword: "enum",
			params: { allowedValues: schema40.enum },
			schema: schema40.enum,
			parentSchema: schema40,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate167.errors = vErrors;
	return errors === 0;
}
validate167.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v52 = validate168;
function validate168(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate168.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "integer" },
			schema: schema42.type,
			parentSchema: schema42,
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
				parentSchema: schema42,
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
				parentSchema: schema42,
				data
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
	}
	validate168.errors = vErrors;
	return errors === 0;
}
validate168.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v53 = validate169;
function validate169(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate169.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern3$1.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$" },
				schema: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
				parentSchema: schema12$1,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!formats0$1.validate(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "date-time" },
				schema: "date-time",
				parentSchema: schema12$1,
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
			schema: schema12$1.type,
			parentSchema: schema12$1,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate169.errors = vErrors;
	return errors === 0;
}
validate169.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v54 = validate170;
function validate170(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate170.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.rule === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "rule" },
				schema: schema50.required,
				parentSchema: schema50,
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
				schema: schema50.required,
				parentSchema: schema50,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.rule !== void 0) {
			let data0 = data.rule;
			if (typeof data0 !== "string") {
				const err2 = {
					instancePath: instancePath + "/rule",
					schemaPath: "#/properties/rule/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.rule.type,
					parentSchema: schema50.properties.rule,
					data: data0
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
		}
		if (data.pointer !== void 0) {
			let data1 = data.pointer;
			if (typeof data1 !== "string") {
				const err3 = {
					instancePath: instancePath + "/pointer",
					schemaPath: "#/properties/pointer/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.pointer.type,
					parentSchema: schema50.properties.pointer,
					data: data1
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.parameter !== void 0) {
			let data2 = data.parameter;
			if (typeof data2 !== "string") {
				const err4 = {
					instancePath: instancePath + "/parameter",
					schemaPath: "#/properties/parameter/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.parameter.type,
					parentSchema: schema50.properties.parameter,
					data: data2
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.detail !== void 0) {
			let data3 = data.detail;
			if (typeof data3 !== "string") {
				const err5 = {
					instancePath: instancePath + "/detail",
					schemaPath: "#/properties/detail/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.detail.type,
					parentSchema: schema50.properties.detail,
					data: data3
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
		}
		if (data.side !== void 0) {
			let data4 = data.side;
			if (typeof data4 !== "string") {
				const err6 = {
					instancePath: instancePath + "/side",
					schemaPath: "#/properties/side/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.side.type,
					parentSchema: schema50.properties.side,
					data: data4
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			if (!(data4 === "client" || data4 === "server")) {
				const err7 = {
					instancePath: instancePath + "/side",
					schemaPath: "#/properties/side/enum",
					keyword: "enum",
					params: { allowedValues: schema50.properties.side.enum },
					schema: schema50.properties.side.enum,
					parentSchema: schema50.properties.side,
					data: data4
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.where !== void 0) {
			let data5 = data.where;
			if (typeof data5 !== "string") {
				const err8 = {
					instancePath: instancePath + "/where",
					schemaPath: "#/properties/where/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema50.properties.where.type,
					parentSchema: schema50.properties.where,
					data: data5
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
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
	validate170.errors = vErrors;
	return errors === 0;
}
validate170.evaluated = {
	"props": {
		"rule": true,
		"pointer": true,
		"parameter": true,
		"detail": true,
		"side": true,
		"where": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
const v55 = validate171;
const schema82 = { "type": "string" };
function validate171(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate171.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema82.type,
			parentSchema: schema82,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate171.errors = vErrors;
	return errors === 0;
}
validate171.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v56 = validate172;
const schema83 = { "type": "string" };
function validate172(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate172.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema83.type,
			parentSchema: schema83,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate172.errors = vErrors;
	return errors === 0;
}
validate172.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v57 = validate173;
const schema84 = { "type": "string" };
function validate173(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate173.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema84.type,
			parentSchema: schema84,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate173.errors = vErrors;
	return errors === 0;
}
validate173.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v58 = validate174;
const schema85 = { "type": "string" };
function validate174(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate174.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema85.type,
			parentSchema: schema85,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate174.errors = vErrors;
	return errors === 0;
}
validate174.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v59 = validate175;
const schema86 = { "type": "string" };
function validate175(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate175.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema86.type,
			parentSchema: schema86,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate175.errors = vErrors;
	return errors === 0;
}
validate175.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v60 = validate176;
const schema87 = { "type": "string" };
function validate176(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate176.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema87.type,
			parentSchema: schema87,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate176.errors = vErrors;
	return errors === 0;
}
validate176.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v61 = validate177;
const schema88 = { "type": "string" };
function validate177(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate177.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema88.type,
			parentSchema: schema88,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate177.errors = vErrors;
	return errors === 0;
}
validate177.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v62 = validate178;
const schema89 = { "type": "string" };
function validate178(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate178.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema89.type,
			parentSchema: schema89,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate178.errors = vErrors;
	return errors === 0;
}
validate178.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v63 = validate179;
const schema90 = { "type": "string" };
function validate179(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate179.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema90.type,
			parentSchema: schema90,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate179.errors = vErrors;
	return errors === 0;
}
validate179.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v64 = validate180;
const schema91 = { "type": "string" };
function validate180(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate180.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema91.type,
			parentSchema: schema91,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate180.errors = vErrors;
	return errors === 0;
}
validate180.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v65 = validate181;
const schema92 = { "type": "string" };
function validate181(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate181.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema92.type,
			parentSchema: schema92,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate181.errors = vErrors;
	return errors === 0;
}
validate181.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v66 = validate182;
const schema93 = { "type": "string" };
function validate182(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate182.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema93.type,
			parentSchema: schema93,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate182.errors = vErrors;
	return errors === 0;
}
validate182.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v67 = validate183;
const schema94 = { "type": "string" };
function validate183(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate183.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema94.type,
			parentSchema: schema94,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate183.errors = vErrors;
	return errors === 0;
}
validate183.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v68 = validate184;
const schema95 = { "type": "string" };
function validate184(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate184.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema95.type,
			parentSchema: schema95,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate184.errors = vErrors;
	return errors === 0;
}
validate184.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const v69 = validate185;
const schema96 = { "type": "string" };
function validate185(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate185.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema96.type,
			parentSchema: schema96,
			data
		};
		if (vErrors === null) vErrors = [err0];
		else vErrors.push(err0);
		errors++;
	}
	validate185.errors = vErrors;
	return errors === 0;
}
validate185.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
// \0defaulting
const v0 = validate1;
const schema1 = {
	"type": "object",
	"required": ["name"],
	"additionalProperties": false,
	"properties": {
		"name": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200
		},
		"api_key": {
			"$ref": "#/components/schemas/FixtureAccount/properties/api_key",
			"description": "The key the account is made with; a new random one when absent. Sent with `X-API-Key`, it must be that header's value.",
			"x-provenance": { "decided": { "reason": "A balancer hashing on X-API-Key must know where an account lives before it exists; the caller choosing the key is how." } }
		},
		"test_clock": {
			"type": "string",
			"description": "The id of a test clock (`POST /__mock/test-clocks`) to put the account on; an unknown one is 422. Absent, the account follows the global clock. An account stays on the clock it was made on."
		}
	}
};
const func0 = require_ucs2length().default;
const schema2 = {
	"type": "string",
	"minLength": 1,
	"maxLength": 200,
	"pattern": "^[!-~]+$",
	"x-error-detail": "must be printable ASCII without spaces (it travels in the X-API-Key header)"
};
const pattern0 = /* @__PURE__ */ new RegExp("^[!-~]+$", "u");
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate2.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func0(data) > 200) {
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
		if (func0(data) < 1) {
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
		if (!pattern0.test(data)) {
			const err2 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^[!-~]+$" },
				schema: "^[!-~]+$",
				parentSchema: schema2,
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
			schema: schema2.type,
			parentSchema: schema2,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	}
	validate2.errors = vErrors;
	return errors === 0;
}
validate2.evaluated = {
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
		for (const key0 in data) if (!(key0 === "name" || key0 === "api_key" || key0 === "test_clock")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema1,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.name !== void 0) {
			let data0 = data.name;
			if (typeof data0 === "string") {
				if (func0(data0) > 200) {
					const err2 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						schema: 200,
						parentSchema: schema1.properties.name,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (func0(data0) < 1) {
					const err3 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema1.properties.name,
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/name",
					schemaPath: "#/properties/name/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema1.properties.name.type,
					parentSchema: schema1.properties.name,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.api_key !== void 0) {
			if (!validate2(data.api_key, {
				instancePath: instancePath + "/api_key",
				parentData: data,
				parentDataProperty: "api_key",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
				errors = vErrors.length;
			}
		}
		if (data.test_clock !== void 0) {
			let data2 = data.test_clock;
			if (typeof data2 !== "string") {
				const err5 = {
					instancePath: instancePath + "/test_clock",
					schemaPath: "#/properties/test_clock/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema1.properties.test_clock.type,
					parentSchema: schema1.properties.test_clock,
					data: data2
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
const v1 = validate4;
const schema3 = {
	"description": "The operation by `operation_id` or by `method` and `path` (one of the two); at most one of `account` and `test_clock`; `status`, `delay_ms` or both; `body` and `headers` only with `status`.",
	"allOf": [{ "$ref": "#/components/schemas/AnswerOverrideFields" }],
	"oneOf": [{
		"required": ["operation_id"],
		"not": { "anyOf": [{ "required": ["method"] }, { "required": ["path"] }] }
	}, {
		"required": ["method", "path"],
		"not": { "required": ["operation_id"] }
	}],
	"anyOf": [{ "required": ["status"] }, { "required": ["delay_ms"] }],
	"not": { "anyOf": [
		{ "required": ["account", "test_clock"] },
		{
			"required": ["body"],
			"not": { "required": ["status"] }
		},
		{
			"required": ["headers"],
			"not": { "required": ["status"] }
		}
	] },
	"unevaluatedProperties": false
};
const schema4 = {
	"type": "object",
	"description": "Which requests an override takes and what it makes of their answer.",
	"properties": {
		"operation_id": {
			"type": "string",
			"minLength": 1,
			"description": "An `operationId` of the service spec (`listJobs`, `createJob`, …); an unknown one is 422 naming the nearest."
		},
		"method": {
			"type": "string",
			"enum": [
				"GET",
				"POST",
				"PATCH",
				"DELETE",
				"PUT",
				"HEAD",
				"OPTIONS"
			],
			"description": "With `path`, names the operation instead of `operation_id`."
		},
		"path": {
			"type": "string",
			"minLength": 1,
			"maxLength": 2048,
			"pattern": "^/",
			"x-error-detail": "must start with /",
			"description": "A path template of the service spec (`/v1/jobs/{job_id}`, every path of the operation) or a concrete path (`/v1/jobs/job_…`, that path only)."
		},
		"account": {
			"type": "string",
			"description": "Only this account's requests (its id)."
		},
		"test_clock": {
			"type": "string",
			"description": "Only the requests of the accounts on this test clock (its id)."
		},
		"status": {
			"type": "integer",
			"minimum": 200,
			"maximum": 599,
			"description": "The status answered instead of the real answer."
		},
		"body": { "description": "The JSON body of the answer (with `status` only); the spec's example or a problem when absent." },
		"headers": {
			"type": "object",
			"description": "Headers added to the answer (with `status` only).",
			"additionalProperties": {
				"type": "string",
				"maxLength": 1024
			},
			"maxProperties": 20
		},
		"delay_ms": {
			"type": "integer",
			"minimum": 0,
			"maximum": 6e4,
			"description": "Milliseconds of real time before the answer is given."
		},
		"times": {
			"type": "integer",
			"minimum": 1,
			"description": "How many requests it applies to before it is removed; until removed when absent."
		}
	}
};
const pattern1 = /* @__PURE__ */ new RegExp("^/", "u");
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate5.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.operation_id !== void 0) {
			let data0 = data.operation_id;
			if (typeof data0 === "string") {
				if (func0(data0) < 1) {
					const err0 = {
						instancePath: instancePath + "/operation_id",
						schemaPath: "#/properties/operation_id/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema4.properties.operation_id,
						data: data0
					};
					if (vErrors === null) vErrors = [err0];
					else vErrors.push(err0);
					errors++;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/operation_id",
					schemaPath: "#/properties/operation_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema4.properties.operation_id.type,
					parentSchema: schema4.properties.operation_id,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.method !== void 0) {
			let data1 = data.method;
			if (typeof data1 !== "string") {
				const err2 = {
					instancePath: instancePath + "/method",
					schemaPath: "#/properties/method/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema4.properties.method.type,
					parentSchema: schema4.properties.method,
					data: data1
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			if (!(data1 === "GET" || data1 === "POST" || data1 === "PATCH" || data1 === "DELETE" || data1 === "PUT" || data1 === "HEAD" || data1 === "OPTIONS")) {
				const err3 = {
					instancePath: instancePath + "/method",
					schemaPath: "#/properties/method/enum",
					keyword: "enum",
					params: { allowedValues: schema4.properties.method.enum },
					schema: schema4.properties.method.enum,
					parentSchema: schema4.properties.method,
					data: data1
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.path !== void 0) {
			let data2 = data.path;
			if (typeof data2 === "string") {
				if (func0(data2) > 2048) {
					const err4 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/maxLength",
						keyword: "maxLength",
						params: { limit: 2048 },
						schema: 2048,
						parentSchema: schema4.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				if (func0(data2) < 1) {
					const err5 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema4.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				if (!pattern1.test(data2)) {
					const err6 = {
						instancePath: instancePath + "/path",
						schemaPath: "#/properties/path/pattern",
						keyword: "pattern",
						params: { pattern: "^/" },
						schema: "^/",
						parentSchema: schema4.properties.path,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
			} else {
				const err7 = {
					instancePath: instancePath + "/path",
					schemaPath: "#/properties/path/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema4.properties.path.type,
					parentSchema: schema4.properties.path,
					data: data2
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		if (data.account !== void 0) {
			let data3 = data.account;
			if (typeof data3 !== "string") {
				const err8 = {
					instancePath: instancePath + "/account",
					schemaPath: "#/properties/account/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema4.properties.account.type,
					parentSchema: schema4.properties.account,
					data: data3
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
		}
		if (data.test_clock !== void 0) {
			let data4 = data.test_clock;
			if (typeof data4 !== "string") {
				const err9 = {
					instancePath: instancePath + "/test_clock",
					schemaPath: "#/properties/test_clock/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema4.properties.test_clock.type,
					parentSchema: schema4.properties.test_clock,
					data: data4
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
		}
		if (data.status !== void 0) {
			let data5 = data.status;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err10 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema4.properties.status.type,
					parentSchema: schema4.properties.status,
					data: data5
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 > 599 || isNaN(data5)) {
					const err11 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema4.properties.status,
						data: data5
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				if (data5 < 200 || isNaN(data5)) {
					const err12 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 200
						},
						schema: 200,
						parentSchema: schema4.properties.status,
						data: data5
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
			}
		}
		if (data.headers !== void 0) {
			let data6 = data.headers;
			if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
				if (Object.keys(data6).length > 20) {
					const err13 = {
						instancePath: instancePath + "/headers",
						schemaPath: "#/properties/headers/maxProperties",
						keyword: "maxProperties",
						params: { limit: 20 },
						schema: 20,
						parentSchema: schema4.properties.headers,
						data: data6
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
				for (const key0 in data6) {
					let data7 = data6[key0];
					if (typeof data7 === "string") {
						if (func0(data7) > 1024) {
							const err14 = {
								instancePath: instancePath + "/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
								schemaPath: "#/properties/headers/additionalProperties/maxLength",
								keyword: "maxLength",
								params: { limit: 1024 },
								schema: 1024,
								parentSchema: schema4.properties.headers.additionalProperties,
								data: data7
							};
							if (vErrors === null) vErrors = [err14];
							else vErrors.push(err14);
							errors++;
						}
					} else {
						const err15 = {
							instancePath: instancePath + "/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
							schemaPath: "#/properties/headers/additionalProperties/type",
							keyword: "type",
							params: { type: "string" },
							schema: schema4.properties.headers.additionalProperties.type,
							parentSchema: schema4.properties.headers.additionalProperties,
							data: data7
						};
						if (vErrors === null) vErrors = [err15];
						else vErrors.push(err15);
						errors++;
					}
				}
			} else {
				const err16 = {
					instancePath: instancePath + "/headers",
					schemaPath: "#/properties/headers/type",
					keyword: "type",
					params: { type: "object" },
					schema: schema4.properties.headers.type,
					parentSchema: schema4.properties.headers,
					data: data6
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
		}
		if (data.delay_ms !== void 0) {
			let data8 = data.delay_ms;
			if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
				const err17 = {
					instancePath: instancePath + "/delay_ms",
					schemaPath: "#/properties/delay_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema4.properties.delay_ms.type,
					parentSchema: schema4.properties.delay_ms,
					data: data8
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			if (typeof data8 == "number" && isFinite(data8)) {
				if (data8 > 6e4 || isNaN(data8)) {
					const err18 = {
						instancePath: instancePath + "/delay_ms",
						schemaPath: "#/properties/delay_ms/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 6e4
						},
						schema: 6e4,
						parentSchema: schema4.properties.delay_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err18];
					else vErrors.push(err18);
					errors++;
				}
				if (data8 < 0 || isNaN(data8)) {
					const err19 = {
						instancePath: instancePath + "/delay_ms",
						schemaPath: "#/properties/delay_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema4.properties.delay_ms,
						data: data8
					};
					if (vErrors === null) vErrors = [err19];
					else vErrors.push(err19);
					errors++;
				}
			}
		}
		if (data.times !== void 0) {
			let data9 = data.times;
			if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
				const err20 = {
					instancePath: instancePath + "/times",
					schemaPath: "#/properties/times/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema4.properties.times.type,
					parentSchema: schema4.properties.times,
					data: data9
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
			if (typeof data9 == "number" && isFinite(data9)) {
				if (data9 < 1 || isNaN(data9)) {
					const err21 = {
						instancePath: instancePath + "/times",
						schemaPath: "#/properties/times/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema4.properties.times,
						data: data9
					};
					if (vErrors === null) vErrors = [err21];
					else vErrors.push(err21);
					errors++;
				}
			}
		}
	} else {
		const err22 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema4.type,
			parentSchema: schema4,
			data
		};
		if (vErrors === null) vErrors = [err22];
		else vErrors.push(err22);
		errors++;
	}
	validate5.errors = vErrors;
	return errors === 0;
}
validate5.evaluated = {
	"props": {
		"operation_id": true,
		"method": true,
		"path": true,
		"account": true,
		"test_clock": true,
		"status": true,
		"body": true,
		"headers": true,
		"delay_ms": true,
		"times": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate4.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs0 = errors;
	const _errs1 = errors;
	const _errs2 = errors;
	let valid1 = false;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.account === void 0 && "account" || data.test_clock === void 0 && "test_clock") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	}
	var _valid0 = _errs3 === errors;
	valid1 = valid1 || _valid0;
	const _errs4 = errors;
	const _errs5 = errors;
	const _errs6 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status === void 0 && "status") {
			const err1 = {};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	}
	if (_errs6 === errors) {
		const err2 = {};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	} else {
		errors = _errs5;
		if (vErrors !== null) {
			if (_errs5) vErrors.length = _errs5;
			else vErrors = null;
		}
	}
	if (errors === _errs4) {
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.body === void 0 && "body") {
				const err3 = {};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
	}
	var _valid0 = _errs4 === errors;
	valid1 = valid1 || _valid0;
	const _errs7 = errors;
	const _errs8 = errors;
	const _errs9 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status === void 0 && "status") {
			const err4 = {};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
	}
	if (_errs9 === errors) {
		const err5 = {};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	} else {
		errors = _errs8;
		if (vErrors !== null) {
			if (_errs8) vErrors.length = _errs8;
			else vErrors = null;
		}
	}
	if (errors === _errs7) {
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.headers === void 0 && "headers") {
				const err6 = {};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
		}
	}
	var _valid0 = _errs7 === errors;
	valid1 = valid1 || _valid0;
	if (!valid1) {
		const err7 = {};
		if (vErrors === null) vErrors = [err7];
		else vErrors.push(err7);
		errors++;
	} else {
		errors = _errs2;
		if (vErrors !== null) {
			if (_errs2) vErrors.length = _errs2;
			else vErrors = null;
		}
	}
	if (_errs1 === errors) {
		const err8 = {
			instancePath,
			schemaPath: "#/not",
			keyword: "not",
			params: {},
			schema: schema3.not,
			parentSchema: schema3,
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	} else {
		errors = _errs0;
		if (vErrors !== null) {
			if (_errs0) vErrors.length = _errs0;
			else vErrors = null;
		}
	}
	const _errs10 = errors;
	let valid4 = false;
	const _errs11 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status === void 0) {
			const err9 = {
				instancePath,
				schemaPath: "#/anyOf/0/required",
				keyword: "required",
				params: { missingProperty: "status" },
				schema: schema3.anyOf[0].required,
				parentSchema: schema3.anyOf[0],
				data
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
	}
	var _valid1 = _errs11 === errors;
	valid4 = valid4 || _valid1;
	const _errs12 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.delay_ms === void 0) {
			const err10 = {
				instancePath,
				schemaPath: "#/anyOf/1/required",
				keyword: "required",
				params: { missingProperty: "delay_ms" },
				schema: schema3.anyOf[1].required,
				parentSchema: schema3.anyOf[1],
				data
			};
			if (vErrors === null) vErrors = [err10];
			else vErrors.push(err10);
			errors++;
		}
	}
	var _valid1 = _errs12 === errors;
	valid4 = valid4 || _valid1;
	if (!valid4) {
		const err11 = {
			instancePath,
			schemaPath: "#/anyOf",
			keyword: "anyOf",
			params: {},
			schema: schema3.anyOf,
			parentSchema: schema3,
			data
		};
		if (vErrors === null) vErrors = [err11];
		else vErrors.push(err11);
		errors++;
	} else {
		errors = _errs10;
		if (vErrors !== null) {
			if (_errs10) vErrors.length = _errs10;
			else vErrors = null;
		}
	}
	const _errs13 = errors;
	let valid5 = false;
	let passing0 = null;
	const _errs14 = errors;
	const _errs15 = errors;
	const _errs16 = errors;
	const _errs17 = errors;
	let valid7 = false;
	const _errs18 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.method === void 0 && "method") {
			const err12 = {};
			if (vErrors === null) vErrors = [err12];
			else vErrors.push(err12);
			errors++;
		}
	}
	var _valid3 = _errs18 === errors;
	valid7 = valid7 || _valid3;
	const _errs19 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.path === void 0 && "path") {
			const err13 = {};
			if (vErrors === null) vErrors = [err13];
			else vErrors.push(err13);
			errors++;
		}
	}
	var _valid3 = _errs19 === errors;
	valid7 = valid7 || _valid3;
	if (!valid7) {
		const err14 = {};
		if (vErrors === null) vErrors = [err14];
		else vErrors.push(err14);
		errors++;
	} else {
		errors = _errs17;
		if (vErrors !== null) {
			if (_errs17) vErrors.length = _errs17;
			else vErrors = null;
		}
	}
	if (_errs16 === errors) {
		const err15 = {
			instancePath,
			schemaPath: "#/oneOf/0/not",
			keyword: "not",
			params: {},
			schema: schema3.oneOf[0].not,
			parentSchema: schema3.oneOf[0],
			data
		};
		if (vErrors === null) vErrors = [err15];
		else vErrors.push(err15);
		errors++;
	} else {
		errors = _errs15;
		if (vErrors !== null) {
			if (_errs15) vErrors.length = _errs15;
			else vErrors = null;
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.operation_id === void 0) {
			const err16 = {
				instancePath,
				schemaPath: "#/oneOf/0/required",
				keyword: "required",
				params: { missingProperty: "operation_id" },
				schema: schema3.oneOf[0].required,
				parentSchema: schema3.oneOf[0],
				data
			};
			if (vErrors === null) vErrors = [err16];
			else vErrors.push(err16);
			errors++;
		}
	}
	var _valid2 = _errs14 === errors;
	if (_valid2) {
		valid5 = true;
		passing0 = 0;
	}
	const _errs20 = errors;
	const _errs21 = errors;
	const _errs22 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.operation_id === void 0 && "operation_id") {
			const err17 = {};
			if (vErrors === null) vErrors = [err17];
			else vErrors.push(err17);
			errors++;
		}
	}
	if (_errs22 === errors) {
		const err18 = {
			instancePath,
			schemaPath: "#/oneOf/1/not",
			keyword: "not",
			params: {},
			schema: schema3.oneOf[1].not,
			parentSchema: schema3.oneOf[1],
			data
		};
		if (vErrors === null) vErrors = [err18];
		else vErrors.push(err18);
		errors++;
	} else {
		errors = _errs21;
		if (vErrors !== null) {
			if (_errs21) vErrors.length = _errs21;
			else vErrors = null;
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.method === void 0) {
			const err19 = {
				instancePath,
				schemaPath: "#/oneOf/1/required",
				keyword: "required",
				params: { missingProperty: "method" },
				schema: schema3.oneOf[1].required,
				parentSchema: schema3.oneOf[1],
				data
			};
			if (vErrors === null) vErrors = [err19];
			else vErrors.push(err19);
			errors++;
		}
		if (data.path === void 0) {
			const err20 = {
				instancePath,
				schemaPath: "#/oneOf/1/required",
				keyword: "required",
				params: { missingProperty: "path" },
				schema: schema3.oneOf[1].required,
				parentSchema: schema3.oneOf[1],
				data
			};
			if (vErrors === null) vErrors = [err20];
			else vErrors.push(err20);
			errors++;
		}
	}
	var _valid2 = _errs20 === errors;
	if (_valid2 && valid5) {
		valid5 = false;
		passing0 = [passing0, 1];
	} else if (_valid2) {
		valid5 = true;
		passing0 = 1;
	}
	if (!valid5) {
		const err21 = {
			instancePath,
			schemaPath: "#/oneOf",
			keyword: "oneOf",
			params: { passingSchemas: passing0 },
			schema: schema3.oneOf,
			parentSchema: schema3,
			data
		};
		if (vErrors === null) vErrors = [err21];
		else vErrors.push(err21);
		errors++;
	} else {
		errors = _errs13;
		if (vErrors !== null) {
			if (_errs13) vErrors.length = _errs13;
			else vErrors = null;
		}
	}
	if (!validate5(data, {
		instancePath,
		parentData,
		parentDataProperty,
		rootData,
		dynamicAnchors
	})) {
		vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
		errors = vErrors.length;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (key0 !== "operation_id" && key0 !== "method" && key0 !== "path" && key0 !== "account" && key0 !== "test_clock" && key0 !== "status" && key0 !== "body" && key0 !== "headers" && key0 !== "delay_ms" && key0 !== "times") {
			const err22 = {
				instancePath,
				schemaPath: "#/unevaluatedProperties",
				keyword: "unevaluatedProperties",
				params: { unevaluatedProperty: key0 },
				schema: false,
				parentSchema: schema3,
				data
			};
			if (vErrors === null) vErrors = [err22];
			else vErrors.push(err22);
			errors++;
		}
	}
	validate4.errors = vErrors;
	return errors === 0;
}
validate4.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v2 = validate7;
const schema5 = {
	"type": "object",
	"required": ["seconds"],
	"additionalProperties": false,
	"properties": { "seconds": {
		"type": "number",
		"exclusiveMinimum": 0,
		"maximum": 31536e3,
		"description": "How far to move, at most a year per call."
	} }
};
function validate7(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate7.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.seconds === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "seconds" },
				schema: schema5.required,
				parentSchema: schema5,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "seconds")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema5,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.seconds !== void 0) {
			let data0 = data.seconds;
			if (typeof data0 == "number" && isFinite(data0)) {
				if (data0 > 31536e3 || isNaN(data0)) {
					const err2 = {
						instancePath: instancePath + "/seconds",
						schemaPath: "#/properties/seconds/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 31536e3
						},
						schema: 31536e3,
						parentSchema: schema5.properties.seconds,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (data0 <= 0 || isNaN(data0)) {
					const err3 = {
						instancePath: instancePath + "/seconds",
						schemaPath: "#/properties/seconds/exclusiveMinimum",
						keyword: "exclusiveMinimum",
						params: {
							comparison: ">",
							limit: 0
						},
						schema: 0,
						parentSchema: schema5.properties.seconds,
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/seconds",
					schemaPath: "#/properties/seconds/type",
					keyword: "type",
					params: { type: "number" },
					schema: schema5.properties.seconds.type,
					parentSchema: schema5.properties.seconds,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema5.type,
			parentSchema: schema5,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate7.errors = vErrors;
	return errors === 0;
}
validate7.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v3 = validate8;
const schema6 = {
	"type": "object",
	"required": ["now"],
	"additionalProperties": false,
	"properties": { "now": {
		"type": "string",
		"format": "date-time",
		"pattern": "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$",
		"x-error-detail": "must be an RFC 3339 date-time such as 2027-01-01T00:00:00Z or 2027-01-01T09:30:00.5+01:00",
		"description": "Any RFC 3339 date-time: `Z` or an offset, fractional seconds of any length, lower-case `t` and\n`z`, a space for `T` (RFC 3339 §5.6 note). The answer gives the clock's time back in the\ncanonical form (UTC, milliseconds), as every timestamp of the API. A leap second\n(`23:59:60`) is the first instant of the next minute.\n",
		"examples": ["2027-01-01T00:00:00Z"]
	} }
};
const formats0 = require_formats().fullFormats["date-time"];
const pattern2 = /* @__PURE__ */ new RegExp("^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$", "u");
function validate8(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate8.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.now === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "now" },
				schema: schema6.required,
				parentSchema: schema6,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "now")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema6,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.now !== void 0) {
			let data0 = data.now;
			if (typeof data0 === "string") {
				if (!pattern2.test(data0)) {
					const err2 = {
						instancePath: instancePath + "/now",
						schemaPath: "#/properties/now/pattern",
						keyword: "pattern",
						params: { pattern: "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$" },
						schema: "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$",
						parentSchema: schema6.properties.now,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (!formats0.validate(data0)) {
					const err3 = {
						instancePath: instancePath + "/now",
						schemaPath: "#/properties/now/format",
						keyword: "format",
						params: { format: "date-time" },
						schema: "date-time",
						parentSchema: schema6.properties.now,
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/now",
					schemaPath: "#/properties/now/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema6.properties.now.type,
					parentSchema: schema6.properties.now,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema6.type,
			parentSchema: schema6,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate8.errors = vErrors;
	return errors === 0;
}
validate8.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v4 = validate9;
const schema7 = {
	"type": "object",
	"description": "A known world for the mock: accounts with their API keys, each account's jobs and, optionally, each\njob's finished runs. Loaded at start by `--fixtures FILE` (JSON or YAML) and by the MSW handlers'\n`fixtures` option; `GET /__mock/state` exports the current world in this form, so exporting and\nloading again gives the same world.\n\nDecisions: every entry is checked before anything loads, and one bad entry refuses the whole\nfixture, each problem named by its place and field (`accounts[1].jobs[3].interval_seconds: must be\n60 or more`) — a half-loaded world would fail tests far from the cause. Fixtures load only into an\nempty mock: with a state file that already holds state the mock refuses to start (docs/mock-server.md, \"Fixtures\").\nThe accounts are the fixture's; a key given with `--api-key` that no fixture account has is added as\na new account, and the default `dev-key` account is not made. `POST /__mock/reset` empties the jobs\nas always (the fixture is not loaded again; restart to get it back).\n",
	"required": ["accounts"],
	"additionalProperties": false,
	"properties": {
		"now": {
			"description": "The mock's clock when the world was exported. On load, a virtual clock that is behind it moves\nforward to it (a clock never moves backwards, so one ahead of it stays); a real clock is not moved.\n",
			"$ref": "#/components/schemas/Timestamp"
		},
		"accounts": {
			"type": "array",
			"minItems": 1,
			"description": "The accounts, in the order they were made; API keys and ids must be unique.",
			"items": { "$ref": "#/components/schemas/FixtureAccount" }
		}
	},
	"x-provenance": { "decided": { "reason": "The issue asks for a committed, reviewable world a team can load and capture; one format both ways." } }
};
const schema8 = {
	"type": "string",
	"format": "date-time",
	"description": "RFC 3339 date-time in UTC with milliseconds.",
	"pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$",
	"x-error-detail": "must be a UTC date-time with milliseconds such as 2026-11-22T15:00:00.000Z",
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 timestamps not shown; RFC 3339 UTC sorts as text and parses everywhere." } },
	"examples": ["2026-11-22T15:00:00.000Z"]
};
const pattern3 = /* @__PURE__ */ new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate10.evaluated;
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
				parentSchema: schema8,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!formats0.validate(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "date-time" },
				schema: "date-time",
				parentSchema: schema8,
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
			schema: schema8.type,
			parentSchema: schema8,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
validate10.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema9 = {
	"type": "object",
	"description": "An account, as `Account`, with its jobs. Without `id` it gets `acc_N`, numbered past the highest `acc_N` the fixture names; without `name`,\n`default` for the first account and `account N` for the others, as `--api-key` names them.\n",
	"required": ["api_key"],
	"additionalProperties": false,
	"properties": {
		"id": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200
		},
		"name": { "$ref": "#/components/schemas/AccountCreate/properties/name" },
		"api_key": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200,
			"pattern": "^[!-~]+$",
			"x-error-detail": "must be printable ASCII without spaces (it travels in the X-API-Key header)"
		},
		"webhook_secret": {
			"$ref": "#/components/schemas/NotificationSettings/properties/webhook_secret",
			"description": "The secret the account's notifications are signed with; exported once it exists, so a moved account's receiver keeps verifying. A new one is made on first use when absent."
		},
		"notify_url": {
			"$ref": "#/components/schemas/NotificationSettings/properties/notify_url",
			"description": "Where the account's notifications go when set for the account (`null`, only recorded); exported only when set, and the `--notify-url` default applies when absent."
		},
		"jobs": {
			"type": "array",
			"items": { "$ref": "#/components/schemas/FixtureJob" }
		}
	},
	"x-provenance": { "decided": { "reason": "A key is the account's identity for a client; ids and names are optional so a hand-written fixture stays short." } }
};
const schema10 = {
	"type": "string",
	"minLength": 1,
	"maxLength": 200
};
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate13.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (func0(data) > 200) {
			const err0 = {
				instancePath,
				schemaPath: "#/maxLength",
				keyword: "maxLength",
				params: { limit: 200 },
				schema: 200,
				parentSchema: schema10,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (func0(data) < 1) {
			const err1 = {
				instancePath,
				schemaPath: "#/minLength",
				keyword: "minLength",
				params: { limit: 1 },
				schema: 1,
				parentSchema: schema10,
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
			schema: schema10.type,
			parentSchema: schema10,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate13.errors = vErrors;
	return errors === 0;
}
validate13.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema11 = {
	"type": "string",
	"pattern": "^whsec_[A-Za-z0-9+/]+={0,2}$",
	"x-error-detail": "must be whsec_ followed by base64",
	"description": "The Standard Webhooks secret; the key is the base64-decoded part after `whsec_`."
};
const pattern5 = /* @__PURE__ */ new RegExp("^whsec_[A-Za-z0-9+/]+={0,2}$", "u");
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate15.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern5.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^whsec_[A-Za-z0-9+/]+={0,2}$" },
				schema: "^whsec_[A-Za-z0-9+/]+={0,2}$",
				parentSchema: schema11,
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
			schema: schema11.type,
			parentSchema: schema11,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate15.errors = vErrors;
	return errors === 0;
}
validate15.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema12 = {
	"description": "Where this account's notifications are delivered now; null when they are only recorded.",
	"oneOf": [{
		"type": "string",
		"format": "uri"
	}, { "type": "null" }]
};
const formats4 = require_formats().fullFormats.uri;
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate17.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs0 = errors;
	let valid0 = false;
	let passing0 = null;
	const _errs1 = errors;
	if (typeof data === "string") {
		if (!formats4(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/oneOf/0/format",
				keyword: "format",
				params: { format: "uri" },
				schema: "uri",
				parentSchema: schema12.oneOf[0],
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	} else {
		const err1 = {
			instancePath,
			schemaPath: "#/oneOf/0/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema12.oneOf[0].type,
			parentSchema: schema12.oneOf[0],
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	var _valid0 = _errs1 === errors;
	if (_valid0) {
		valid0 = true;
		passing0 = 0;
	}
	const _errs3 = errors;
	if (data !== null) {
		const err2 = {
			instancePath,
			schemaPath: "#/oneOf/1/type",
			keyword: "type",
			params: { type: "null" },
			schema: schema12.oneOf[1].type,
			parentSchema: schema12.oneOf[1],
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	var _valid0 = _errs3 === errors;
	if (_valid0 && valid0) {
		valid0 = false;
		passing0 = [passing0, 1];
	} else if (_valid0) {
		valid0 = true;
		passing0 = 1;
	}
	if (!valid0) {
		const err3 = {
			instancePath,
			schemaPath: "#/oneOf",
			keyword: "oneOf",
			params: { passingSchemas: passing0 },
			schema: schema12.oneOf,
			parentSchema: schema12,
			data
		};
		if (vErrors === null) vErrors = [err3];
		else vErrors.push(err3);
		errors++;
	} else {
		errors = _errs0;
		if (vErrors !== null) {
			if (_errs0) vErrors.length = _errs0;
			else vErrors = null;
		}
	}
	validate17.errors = vErrors;
	return errors === 0;
}
validate17.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema13 = {
	"type": "object",
	"description": "A job: the fields of `JobCreate` (spec/openapi.yaml) side by side with the optional fields the\nservice sets, listed here. Every field not listed here is a `JobCreate` field, and together they\nare checked against `JobCreate` itself, its defaults filled in (`method` GET, `timeout_seconds` 30,\n…) — JSON Schema cannot apply `JobCreate`, which refuses fields it does not know, to part of an\nobject, so the loader checks the two parts (docs/mock-server.md, \"Fixtures\").\n\nDefaults of the service's fields: `id` a new job id; `status` `active`; `created_at` the mock's\nclock at load; `updated_at` the `created_at`. `next_run_at` (active jobs only) is when the next\nrun is due; a time before the clock at load, or none, schedules the job as a resume at load would\n(its first time after the load), so a fixture captured long ago does not replay every missed run.\n",
	"properties": {
		"id": { "$ref": "#/components/schemas/JobId" },
		"status": { "$ref": "#/components/schemas/JobStatus" },
		"created_at": { "$ref": "#/components/schemas/Timestamp" },
		"updated_at": { "$ref": "#/components/schemas/Timestamp" },
		"next_run_at": { "oneOf": [{ "$ref": "#/components/schemas/Timestamp" }, { "type": "null" }] },
		"last_run": {
			"description": "Refused — derived from `runs`.",
			"not": {},
			"x-error-detail": "is derived from the job's runs; leave it out"
		},
		"consecutive_failures": {
			"description": "Refused — derived from `runs`.",
			"not": {},
			"x-error-detail": "is derived from the job's runs; leave it out"
		},
		"runs": {
			"type": "array",
			"description": "The job's finished runs, as `GET /v1/jobs/{id}/runs` lists them (any order; at most the mock's\nhistory limit, 100 by default). They need the job's `id` as their `job_id`, and they must be\nruns this mock could have made: the id's time is `started_at`, `finished_at` is `started_at` plus\n`duration_ms`, and `error` is null exactly when the outcome is `succeeded`.\n",
			"items": { "$ref": "#/components/schemas/Run" }
		}
	},
	"x-provenance": { "decided": { "reason": "A captured job carries what the service set; last_run and consecutive_failures follow from runs, so they cannot disagree with them." } }
};
const schema14 = {
	"type": "string",
	"description": "A job's id — `job_` and a ULID.",
	"pattern": "^job_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be job_ followed by a 26-character ULID",
	"x-provenance": { "decided": { "reason": "Seed §2 rule 5 identifier not shown; a prefixed ULID sorts by creation time and reads well in logs." } },
	"examples": ["job_01JD5ZQ3T9V8P6X4M2N1K0H7GF"]
};
const pattern6 = /* @__PURE__ */ new RegExp("^job_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate20.evaluated;
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
				parentSchema: schema14,
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
			schema: schema14.type,
			parentSchema: schema14,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate20.errors = vErrors;
	return errors === 0;
}
validate20.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema15 = {
	"type": "string",
	"description": "`active` jobs run on schedule; `paused` jobs do not. Moves: create → `active`; pause `active` →\n`paused`; resume `paused` → `active`; any other move answers 409.\n",
	"enum": ["active", "paused"],
	"x-provenance": { "decided": {
		"reason": "Seed §3 states not shown; two user-set states, as Google Cloud Scheduler's ENABLED and PAUSED.",
		"keywords": ["type", "enum"]
	} }
};
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate22.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema15.type,
			parentSchema: schema15,
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
			params: { allowedValues: schema15.enum },
			schema: schema15.enum,
			parentSchema: schema15,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate22.errors = vErrors;
	return errors === 0;
}
validate22.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema16 = {
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
const schema17 = {
	"type": "string",
	"description": "A run's id — `run_` and a ULID.",
	"pattern": "^run_[0-9A-HJKMNP-TV-Z]{26}$",
	"x-error-detail": "must be run_ followed by a 26-character ULID",
	"x-provenance": { "decided": { "reason": "Identifiers are prefixed ULIDs, as for jobs." } },
	"examples": ["run_01JD5ZT2B3C4D5E6F7G8H9J0KM"]
};
const pattern7 = /* @__PURE__ */ new RegExp("^run_[0-9A-HJKMNP-TV-Z]{26}$", "u");
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate28.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern7.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^run_[0-9A-HJKMNP-TV-Z]{26}$" },
				schema: "^run_[0-9A-HJKMNP-TV-Z]{26}$",
				parentSchema: schema17,
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
			schema: schema17.type,
			parentSchema: schema17,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate28.errors = vErrors;
	return errors === 0;
}
validate28.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema18 = {
	"type": "string",
	"description": "`schedule` for a run due by the schedule, `manual` for one started with `POST /v1/jobs/{id}/run`.",
	"enum": ["schedule", "manual"],
	"x-provenance": { "decided": { "reason": "Seed §4.3 trigger not shown." } }
};
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate31.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema18.type,
			parentSchema: schema18,
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
			params: { allowedValues: schema18.enum },
			schema: schema18.enum,
			parentSchema: schema18,
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
const schema19 = {
	"type": "string",
	"description": "`succeeded` on a 2xx answer; `failed` otherwise.",
	"enum": ["succeeded", "failed"],
	"x-provenance": { "decided": { "reason": "Seed §1 what counts as a failure not shown; 2xx is success as in Google Cloud Scheduler." } }
};
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate36.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data !== "string") {
		const err0 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "string" },
			schema: schema19.type,
			parentSchema: schema19,
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
			params: { allowedValues: schema19.enum },
			schema: schema19.enum,
			parentSchema: schema19,
			data
		};
		if (vErrors === null) vErrors = [err1];
		else vErrors.push(err1);
		errors++;
	}
	validate36.errors = vErrors;
	return errors === 0;
}
validate36.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema20 = {
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
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate38.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.code === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "code" },
				schema: schema20.required,
				parentSchema: schema20,
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
				schema: schema20.required,
				parentSchema: schema20,
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
					schema: schema20.properties.code.type,
					parentSchema: schema20.properties.code,
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
					params: { allowedValues: schema20.properties.code.enum },
					schema: schema20.properties.code.enum,
					parentSchema: schema20.properties.code,
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
				if (func0(data1) > 500) {
					const err4 = {
						instancePath: instancePath + "/message",
						schemaPath: "#/properties/message/maxLength",
						keyword: "maxLength",
						params: { limit: 500 },
						schema: 500,
						parentSchema: schema20.properties.message,
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
					schema: schema20.properties.message.type,
					parentSchema: schema20.properties.message,
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
			schema: schema20.type,
			parentSchema: schema20,
			data
		};
		if (vErrors === null) vErrors = [err6];
		else vErrors.push(err6);
		errors++;
	}
	validate38.errors = vErrors;
	return errors === 0;
}
validate38.evaluated = {
	"props": {
		"code": true,
		"message": true
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
		if (data.id === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "id" },
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
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
				schema: schema16.required,
				parentSchema: schema16,
				data
			};
			if (vErrors === null) vErrors = [err9];
			else vErrors.push(err9);
			errors++;
		}
		if (data.id !== void 0) {
			if (!validate28(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
				errors = vErrors.length;
			}
		}
		if (data.job_id !== void 0) {
			if (!validate20(data.job_id, {
				instancePath: instancePath + "/job_id",
				parentData: data,
				parentDataProperty: "job_id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
				errors = vErrors.length;
			}
		}
		if (data.trigger !== void 0) {
			if (!validate31(data.trigger, {
				instancePath: instancePath + "/trigger",
				parentData: data,
				parentDataProperty: "trigger",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
				errors = vErrors.length;
			}
		}
		if (data.scheduled_at !== void 0) {
			if (!validate10(data.scheduled_at, {
				instancePath: instancePath + "/scheduled_at",
				parentData: data,
				parentDataProperty: "scheduled_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.started_at !== void 0) {
			if (!validate10(data.started_at, {
				instancePath: instancePath + "/started_at",
				parentData: data,
				parentDataProperty: "started_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.finished_at !== void 0) {
			if (!validate10(data.finished_at, {
				instancePath: instancePath + "/finished_at",
				parentData: data,
				parentDataProperty: "finished_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.outcome !== void 0) {
			if (!validate36(data.outcome, {
				instancePath: instancePath + "/outcome",
				parentData: data,
				parentDataProperty: "outcome",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
					schema: schema16.properties.http_status.oneOf[0].type,
					parentSchema: schema16.properties.http_status.oneOf[0],
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
						parentSchema: schema16.properties.http_status.oneOf[0],
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
						parentSchema: schema16.properties.http_status.oneOf[0],
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
					schema: schema16.properties.http_status.oneOf[1].type,
					parentSchema: schema16.properties.http_status.oneOf[1],
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
					schema: schema16.properties.http_status.oneOf,
					parentSchema: schema16.properties.http_status,
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
					schema: schema16.properties.duration_ms.type,
					parentSchema: schema16.properties.duration_ms,
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
						parentSchema: schema16.properties.duration_ms,
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
			if (!validate38(data9, {
				instancePath: instancePath + "/error",
				parentData: data,
				parentDataProperty: "error",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
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
					schema: schema16.properties.error.oneOf[1].type,
					parentSchema: schema16.properties.error.oneOf[1],
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
					schema: schema16.properties.error.oneOf,
					parentSchema: schema16.properties.error,
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
			schema: schema16.type,
			parentSchema: schema16,
			data
		};
		if (vErrors === null) vErrors = [err19];
		else vErrors.push(err19);
		errors++;
	}
	validate27.errors = vErrors;
	return errors === 0;
}
validate27.evaluated = {
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
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate19.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.id !== void 0) {
			if (!validate20(data.id, {
				instancePath: instancePath + "/id",
				parentData: data,
				parentDataProperty: "id",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
				errors = vErrors.length;
			}
		}
		if (data.status !== void 0) {
			if (!validate22(data.status, {
				instancePath: instancePath + "/status",
				parentData: data,
				parentDataProperty: "status",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
				errors = vErrors.length;
			}
		}
		if (data.created_at !== void 0) {
			if (!validate10(data.created_at, {
				instancePath: instancePath + "/created_at",
				parentData: data,
				parentDataProperty: "created_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.updated_at !== void 0) {
			if (!validate10(data.updated_at, {
				instancePath: instancePath + "/updated_at",
				parentData: data,
				parentDataProperty: "updated_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.next_run_at !== void 0) {
			let data4 = data.next_run_at;
			const _errs6 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs7 = errors;
			if (!validate10(data4, {
				instancePath: instancePath + "/next_run_at",
				parentData: data,
				parentDataProperty: "next_run_at",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
			var _valid0 = _errs7 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs8 = errors;
			if (data4 !== null) {
				const err0 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf/1/type",
					keyword: "type",
					params: { type: "null" },
					schema: schema13.properties.next_run_at.oneOf[1].type,
					parentSchema: schema13.properties.next_run_at.oneOf[1],
					data: data4
				};
				if (vErrors === null) vErrors = [err0];
				else vErrors.push(err0);
				errors++;
			}
			var _valid0 = _errs8 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else if (_valid0) {
				valid1 = true;
				passing0 = 1;
			}
			if (!valid1) {
				const err1 = {
					instancePath: instancePath + "/next_run_at",
					schemaPath: "#/properties/next_run_at/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema13.properties.next_run_at.oneOf,
					parentSchema: schema13.properties.next_run_at,
					data: data4
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			} else {
				errors = _errs6;
				if (vErrors !== null) {
					if (_errs6) vErrors.length = _errs6;
					else vErrors = null;
				}
			}
		}
		if (data.last_run !== void 0) {
			const err2 = {
				instancePath: instancePath + "/last_run",
				schemaPath: "#/properties/last_run/not",
				keyword: "not",
				params: {},
				schema: schema13.properties.last_run.not,
				parentSchema: schema13.properties.last_run,
				data: data.last_run
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.consecutive_failures !== void 0) {
			const err3 = {
				instancePath: instancePath + "/consecutive_failures",
				schemaPath: "#/properties/consecutive_failures/not",
				keyword: "not",
				params: {},
				schema: schema13.properties.consecutive_failures.not,
				parentSchema: schema13.properties.consecutive_failures,
				data: data.consecutive_failures
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.runs !== void 0) {
			let data7 = data.runs;
			if (Array.isArray(data7)) {
				const len0 = data7.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate27(data7[i0], {
					instancePath: instancePath + "/runs/" + i0,
					parentData: data7,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
					errors = vErrors.length;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/runs",
					schemaPath: "#/properties/runs/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema13.properties.runs.type,
					parentSchema: schema13.properties.runs,
					data: data7
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
	} else {
		const err5 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema13.type,
			parentSchema: schema13,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	}
	validate19.errors = vErrors;
	return errors === 0;
}
validate19.evaluated = {
	"props": {
		"id": true,
		"status": true,
		"created_at": true,
		"updated_at": true,
		"next_run_at": true,
		"last_run": true,
		"consecutive_failures": true,
		"runs": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate12.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.api_key === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "api_key" },
				schema: schema9.required,
				parentSchema: schema9,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "id" || key0 === "name" || key0 === "api_key" || key0 === "webhook_secret" || key0 === "notify_url" || key0 === "jobs")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema9,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.id !== void 0) {
			let data0 = data.id;
			if (typeof data0 === "string") {
				if (func0(data0) > 200) {
					const err2 = {
						instancePath: instancePath + "/id",
						schemaPath: "#/properties/id/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						schema: 200,
						parentSchema: schema9.properties.id,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (func0(data0) < 1) {
					const err3 = {
						instancePath: instancePath + "/id",
						schemaPath: "#/properties/id/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema9.properties.id,
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/id",
					schemaPath: "#/properties/id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema9.properties.id.type,
					parentSchema: schema9.properties.id,
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.name !== void 0) {
			if (!validate13(data.name, {
				instancePath: instancePath + "/name",
				parentData: data,
				parentDataProperty: "name",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
				errors = vErrors.length;
			}
		}
		if (data.api_key !== void 0) {
			let data2 = data.api_key;
			if (typeof data2 === "string") {
				if (func0(data2) > 200) {
					const err5 = {
						instancePath: instancePath + "/api_key",
						schemaPath: "#/properties/api_key/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						schema: 200,
						parentSchema: schema9.properties.api_key,
						data: data2
					};
					if (vErrors === null) vErrors = [err5];
					else vErrors.push(err5);
					errors++;
				}
				if (func0(data2) < 1) {
					const err6 = {
						instancePath: instancePath + "/api_key",
						schemaPath: "#/properties/api_key/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema9.properties.api_key,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (!pattern0.test(data2)) {
					const err7 = {
						instancePath: instancePath + "/api_key",
						schemaPath: "#/properties/api_key/pattern",
						keyword: "pattern",
						params: { pattern: "^[!-~]+$" },
						schema: "^[!-~]+$",
						parentSchema: schema9.properties.api_key,
						data: data2
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
			} else {
				const err8 = {
					instancePath: instancePath + "/api_key",
					schemaPath: "#/properties/api_key/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema9.properties.api_key.type,
					parentSchema: schema9.properties.api_key,
					data: data2
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
		}
		if (data.webhook_secret !== void 0) {
			if (!validate15(data.webhook_secret, {
				instancePath: instancePath + "/webhook_secret",
				parentData: data,
				parentDataProperty: "webhook_secret",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
				errors = vErrors.length;
			}
		}
		if (data.notify_url !== void 0) {
			if (!validate17(data.notify_url, {
				instancePath: instancePath + "/notify_url",
				parentData: data,
				parentDataProperty: "notify_url",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
				errors = vErrors.length;
			}
		}
		if (data.jobs !== void 0) {
			let data5 = data.jobs;
			if (Array.isArray(data5)) {
				const len0 = data5.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate19(data5[i0], {
					instancePath: instancePath + "/jobs/" + i0,
					parentData: data5,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
					errors = vErrors.length;
				}
			} else {
				const err9 = {
					instancePath: instancePath + "/jobs",
					schemaPath: "#/properties/jobs/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema9.properties.jobs.type,
					parentSchema: schema9.properties.jobs,
					data: data5
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
		}
	} else {
		const err10 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema9.type,
			parentSchema: schema9,
			data
		};
		if (vErrors === null) vErrors = [err10];
		else vErrors.push(err10);
		errors++;
	}
	validate12.errors = vErrors;
	return errors === 0;
}
validate12.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
function validate9(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate9.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.accounts === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "accounts" },
				schema: schema7.required,
				parentSchema: schema7,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "now" || key0 === "accounts")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema7,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.now !== void 0) {
			if (!validate10(data.now, {
				instancePath: instancePath + "/now",
				parentData: data,
				parentDataProperty: "now",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
				errors = vErrors.length;
			}
		}
		if (data.accounts !== void 0) {
			let data1 = data.accounts;
			if (Array.isArray(data1)) {
				if (data1.length < 1) {
					const err2 = {
						instancePath: instancePath + "/accounts",
						schemaPath: "#/properties/accounts/minItems",
						keyword: "minItems",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema7.properties.accounts,
						data: data1
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				const len0 = data1.length;
				for (let i0 = 0; i0 < len0; i0++) if (!validate12(data1[i0], {
					instancePath: instancePath + "/accounts/" + i0,
					parentData: data1,
					parentDataProperty: i0,
					rootData,
					dynamicAnchors
				})) {
					vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
					errors = vErrors.length;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/accounts",
					schemaPath: "#/properties/accounts/type",
					keyword: "type",
					params: { type: "array" },
					schema: schema7.properties.accounts.type,
					parentSchema: schema7.properties.accounts,
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
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema7.type,
			parentSchema: schema7,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate9.errors = vErrors;
	return errors === 0;
}
validate9.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v5 = validate43;
const schema21 = {
	"type": "object",
	"required": ["notify_url"],
	"additionalProperties": false,
	"properties": { "notify_url": {
		"description": "A URL, `null` (record only), or the string `default` to fall back to `--notify-url`.",
		"oneOf": [
			{
				"type": "string",
				"format": "uri",
				"pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
				"x-error-detail": "must be an absolute http or https URL"
			},
			{ "const": "default" },
			{ "type": "null" }
		]
	} }
};
const pattern8 = /* @__PURE__ */ new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://", "u");
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate43.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.notify_url === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "notify_url" },
				schema: schema21.required,
				parentSchema: schema21,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "notify_url")) {
			const err1 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema21,
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.notify_url !== void 0) {
			let data0 = data.notify_url;
			const _errs3 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs4 = errors;
			if (typeof data0 === "string") {
				if (!pattern8.test(data0)) {
					const err2 = {
						instancePath: instancePath + "/notify_url",
						schemaPath: "#/properties/notify_url/oneOf/0/pattern",
						keyword: "pattern",
						params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://" },
						schema: "^[Hh][Tt][Tt][Pp][Ss]?://",
						parentSchema: schema21.properties.notify_url.oneOf[0],
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (!formats4(data0)) {
					const err3 = {
						instancePath: instancePath + "/notify_url",
						schemaPath: "#/properties/notify_url/oneOf/0/format",
						keyword: "format",
						params: { format: "uri" },
						schema: "uri",
						parentSchema: schema21.properties.notify_url.oneOf[0],
						data: data0
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf/0/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema21.properties.notify_url.oneOf[0].type,
					parentSchema: schema21.properties.notify_url.oneOf[0],
					data: data0
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
			var _valid0 = _errs4 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs6 = errors;
			if ("default" !== data0) {
				const err5 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "default" },
					schema: "default",
					parentSchema: schema21.properties.notify_url.oneOf[1],
					data: data0
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
			var _valid0 = _errs6 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else {
				if (_valid0) {
					valid1 = true;
					passing0 = 1;
				}
				const _errs7 = errors;
				if (data0 !== null) {
					const err6 = {
						instancePath: instancePath + "/notify_url",
						schemaPath: "#/properties/notify_url/oneOf/2/type",
						keyword: "type",
						params: { type: "null" },
						schema: schema21.properties.notify_url.oneOf[2].type,
						parentSchema: schema21.properties.notify_url.oneOf[2],
						data: data0
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				var _valid0 = _errs7 === errors;
				if (_valid0 && valid1) {
					valid1 = false;
					passing0 = [passing0, 2];
				} else if (_valid0) {
					valid1 = true;
					passing0 = 2;
				}
			}
			if (!valid1) {
				const err7 = {
					instancePath: instancePath + "/notify_url",
					schemaPath: "#/properties/notify_url/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					schema: schema21.properties.notify_url.oneOf,
					parentSchema: schema21.properties.notify_url,
					data: data0
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			} else {
				errors = _errs3;
				if (vErrors !== null) {
					if (_errs3) vErrors.length = _errs3;
					else vErrors = null;
				}
			}
		}
	} else {
		const err8 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema21.type,
			parentSchema: schema21,
			data
		};
		if (vErrors === null) vErrors = [err8];
		else vErrors.push(err8);
		errors++;
	}
	validate43.errors = vErrors;
	return errors === 0;
}
validate43.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v6 = validate44;
const schema22 = {
	"description": "At least one of `job_id` and `url_pattern` (both must match when both are given); `status` and `connection_error` exclude each other.",
	"allOf": [{ "$ref": "#/components/schemas/OutcomeRuleFields" }],
	"anyOf": [{ "required": ["job_id"] }, { "required": ["url_pattern"] }],
	"not": {
		"required": ["status", "connection_error"],
		"properties": { "connection_error": { "const": true } }
	},
	"unevaluatedProperties": false
};
const schema23 = {
	"type": "object",
	"description": "What a rule matches and what it makes the target answer.",
	"properties": {
		"job_id": {
			"type": "string",
			"pattern": "^job_[0-9A-HJKMNP-TV-Z]{26}$",
			"x-error-detail": "must be job_ followed by a 26-character ULID"
		},
		"url_pattern": {
			"type": "string",
			"minLength": 1,
			"maxLength": 2048,
			"description": "A glob over the whole URL when it contains `*` or `?`, otherwise a substring of it."
		},
		"status": {
			"type": "integer",
			"minimum": 100,
			"maximum": 599,
			"description": "The status the target answers."
		},
		"latency_ms": {
			"type": "integer",
			"minimum": 0,
			"maximum": 36e5,
			"description": "How long the answer (or the connection error) takes."
		},
		"connection_error": {
			"type": "boolean",
			"description": "The target cannot be reached (no status)."
		},
		"times": {
			"type": "integer",
			"minimum": 1,
			"description": "How many runs the rule decides before it retires; unlimited when absent."
		}
	}
};
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate45.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.job_id !== void 0) {
			let data0 = data.job_id;
			if (typeof data0 === "string") {
				if (!pattern6.test(data0)) {
					const err0 = {
						instancePath: instancePath + "/job_id",
						schemaPath: "#/properties/job_id/pattern",
						keyword: "pattern",
						params: { pattern: "^job_[0-9A-HJKMNP-TV-Z]{26}$" },
						schema: "^job_[0-9A-HJKMNP-TV-Z]{26}$",
						parentSchema: schema23.properties.job_id,
						data: data0
					};
					if (vErrors === null) vErrors = [err0];
					else vErrors.push(err0);
					errors++;
				}
			} else {
				const err1 = {
					instancePath: instancePath + "/job_id",
					schemaPath: "#/properties/job_id/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema23.properties.job_id.type,
					parentSchema: schema23.properties.job_id,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		if (data.url_pattern !== void 0) {
			let data1 = data.url_pattern;
			if (typeof data1 === "string") {
				if (func0(data1) > 2048) {
					const err2 = {
						instancePath: instancePath + "/url_pattern",
						schemaPath: "#/properties/url_pattern/maxLength",
						keyword: "maxLength",
						params: { limit: 2048 },
						schema: 2048,
						parentSchema: schema23.properties.url_pattern,
						data: data1
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				if (func0(data1) < 1) {
					const err3 = {
						instancePath: instancePath + "/url_pattern",
						schemaPath: "#/properties/url_pattern/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema23.properties.url_pattern,
						data: data1
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
			} else {
				const err4 = {
					instancePath: instancePath + "/url_pattern",
					schemaPath: "#/properties/url_pattern/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema23.properties.url_pattern.type,
					parentSchema: schema23.properties.url_pattern,
					data: data1
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		if (data.status !== void 0) {
			let data2 = data.status;
			if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
				const err5 = {
					instancePath: instancePath + "/status",
					schemaPath: "#/properties/status/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema23.properties.status.type,
					parentSchema: schema23.properties.status,
					data: data2
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			}
			if (typeof data2 == "number" && isFinite(data2)) {
				if (data2 > 599 || isNaN(data2)) {
					const err6 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 599
						},
						schema: 599,
						parentSchema: schema23.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				}
				if (data2 < 100 || isNaN(data2)) {
					const err7 = {
						instancePath: instancePath + "/status",
						schemaPath: "#/properties/status/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 100
						},
						schema: 100,
						parentSchema: schema23.properties.status,
						data: data2
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
			}
		}
		if (data.latency_ms !== void 0) {
			let data3 = data.latency_ms;
			if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
				const err8 = {
					instancePath: instancePath + "/latency_ms",
					schemaPath: "#/properties/latency_ms/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema23.properties.latency_ms.type,
					parentSchema: schema23.properties.latency_ms,
					data: data3
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (typeof data3 == "number" && isFinite(data3)) {
				if (data3 > 36e5 || isNaN(data3)) {
					const err9 = {
						instancePath: instancePath + "/latency_ms",
						schemaPath: "#/properties/latency_ms/maximum",
						keyword: "maximum",
						params: {
							comparison: "<=",
							limit: 36e5
						},
						schema: 36e5,
						parentSchema: schema23.properties.latency_ms,
						data: data3
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				if (data3 < 0 || isNaN(data3)) {
					const err10 = {
						instancePath: instancePath + "/latency_ms",
						schemaPath: "#/properties/latency_ms/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 0
						},
						schema: 0,
						parentSchema: schema23.properties.latency_ms,
						data: data3
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
			}
		}
		if (data.connection_error !== void 0) {
			let data4 = data.connection_error;
			if (typeof data4 !== "boolean") {
				const err11 = {
					instancePath: instancePath + "/connection_error",
					schemaPath: "#/properties/connection_error/type",
					keyword: "type",
					params: { type: "boolean" },
					schema: schema23.properties.connection_error.type,
					parentSchema: schema23.properties.connection_error,
					data: data4
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
		}
		if (data.times !== void 0) {
			let data5 = data.times;
			if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
				const err12 = {
					instancePath: instancePath + "/times",
					schemaPath: "#/properties/times/type",
					keyword: "type",
					params: { type: "integer" },
					schema: schema23.properties.times.type,
					parentSchema: schema23.properties.times,
					data: data5
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
			if (typeof data5 == "number" && isFinite(data5)) {
				if (data5 < 1 || isNaN(data5)) {
					const err13 = {
						instancePath: instancePath + "/times",
						schemaPath: "#/properties/times/minimum",
						keyword: "minimum",
						params: {
							comparison: ">=",
							limit: 1
						},
						schema: 1,
						parentSchema: schema23.properties.times,
						data: data5
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
			}
		}
	} else {
		const err14 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema23.type,
			parentSchema: schema23,
			data
		};
		if (vErrors === null) vErrors = [err14];
		else vErrors.push(err14);
		errors++;
	}
	validate45.errors = vErrors;
	return errors === 0;
}
validate45.evaluated = {
	"props": {
		"job_id": true,
		"url_pattern": true,
		"status": true,
		"latency_ms": true,
		"connection_error": true,
		"times": true
	},
	"dynamicProps": false,
	"dynamicItems": false
};
function validate44(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate44.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs0 = errors;
	const _errs1 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.status === void 0 && "status" || data.connection_error === void 0 && "connection_error") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.connection_error !== void 0) {
			if (true !== data.connection_error) {
				const err1 = {};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	}
	if (_errs1 === errors) {
		const err2 = {
			instancePath,
			schemaPath: "#/not",
			keyword: "not",
			params: {},
			schema: schema22.not,
			parentSchema: schema22,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	} else {
		errors = _errs0;
		if (vErrors !== null) {
			if (_errs0) vErrors.length = _errs0;
			else vErrors = null;
		}
	}
	const _errs3 = errors;
	let valid2 = false;
	const _errs4 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.job_id === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/anyOf/0/required",
				keyword: "required",
				params: { missingProperty: "job_id" },
				schema: schema22.anyOf[0].required,
				parentSchema: schema22.anyOf[0],
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
	}
	var _valid0 = _errs4 === errors;
	valid2 = valid2 || _valid0;
	const _errs5 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.url_pattern === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/anyOf/1/required",
				keyword: "required",
				params: { missingProperty: "url_pattern" },
				schema: schema22.anyOf[1].required,
				parentSchema: schema22.anyOf[1],
				data
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
	}
	var _valid0 = _errs5 === errors;
	valid2 = valid2 || _valid0;
	if (!valid2) {
		const err5 = {
			instancePath,
			schemaPath: "#/anyOf",
			keyword: "anyOf",
			params: {},
			schema: schema22.anyOf,
			parentSchema: schema22,
			data
		};
		if (vErrors === null) vErrors = [err5];
		else vErrors.push(err5);
		errors++;
	} else {
		errors = _errs3;
		if (vErrors !== null) {
			if (_errs3) vErrors.length = _errs3;
			else vErrors = null;
		}
	}
	if (!validate45(data, {
		instancePath,
		parentData,
		parentDataProperty,
		rootData,
		dynamicAnchors
	})) {
		vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
		errors = vErrors.length;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (key0 !== "job_id" && key0 !== "url_pattern" && key0 !== "status" && key0 !== "latency_ms" && key0 !== "connection_error" && key0 !== "times") {
			const err6 = {
				instancePath,
				schemaPath: "#/unevaluatedProperties",
				keyword: "unevaluatedProperties",
				params: { unevaluatedProperty: key0 },
				schema: false,
				parentSchema: schema22,
				data
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
	}
	validate44.errors = vErrors;
	return errors === 0;
}
validate44.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v7 = validate47;
const schema24 = {
	"type": "object",
	"additionalProperties": false,
	"properties": {
		"account": {
			"type": "string",
			"description": "The id of the account to fill; an unknown one is 422. Absent, the first account (the default `dev-key` one)."
		},
		"jobs": {
			"type": "integer",
			"minimum": 1,
			"maximum": 200,
			"default": 12,
			"description": "How many jobs to make."
		},
		"seed": {
			"type": "integer",
			"minimum": 0,
			"maximum": 4294967295,
			"default": 1,
			"description": "Picks the jobs and their runs; the same seed makes the same ones."
		},
		"history_days": {
			"type": "integer",
			"minimum": 0,
			"maximum": 90,
			"default": 7,
			"description": "How long ago the jobs were made; their runs fill the time since. 0 makes jobs with no runs yet."
		}
	}
};
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate47.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.jobs === void 0) data.jobs = 12;
		if (data.seed === void 0) data.seed = 1;
		if (data.history_days === void 0) data.history_days = 7;
		for (const key0 in data) if (!(key0 === "account" || key0 === "jobs" || key0 === "seed" || key0 === "history_days")) {
			const err0 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema24,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.account !== void 0) {
			let data0 = data.account;
			if (typeof data0 !== "string") {
				const err1 = {
					instancePath: instancePath + "/account",
					schemaPath: "#/properties/account/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema24.properties.account.type,
					parentSchema: schema24.properties.account,
					data: data0
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
		let data1 = data.jobs;
		if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
			const err2 = {
				instancePath: instancePath + "/jobs",
				schemaPath: "#/properties/jobs/type",
				keyword: "type",
				params: { type: "integer" },
				schema: schema24.properties.jobs.type,
				parentSchema: schema24.properties.jobs,
				data: data1
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (typeof data1 == "number" && isFinite(data1)) {
			if (data1 > 200 || isNaN(data1)) {
				const err3 = {
					instancePath: instancePath + "/jobs",
					schemaPath: "#/properties/jobs/maximum",
					keyword: "maximum",
					params: {
						comparison: "<=",
						limit: 200
					},
					schema: 200,
					parentSchema: schema24.properties.jobs,
					data: data1
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			if (data1 < 1 || isNaN(data1)) {
				const err4 = {
					instancePath: instancePath + "/jobs",
					schemaPath: "#/properties/jobs/minimum",
					keyword: "minimum",
					params: {
						comparison: ">=",
						limit: 1
					},
					schema: 1,
					parentSchema: schema24.properties.jobs,
					data: data1
				};
				if (vErrors === null) vErrors = [err4];
				else vErrors.push(err4);
				errors++;
			}
		}
		let data2 = data.seed;
		if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
			const err5 = {
				instancePath: instancePath + "/seed",
				schemaPath: "#/properties/seed/type",
				keyword: "type",
				params: { type: "integer" },
				schema: schema24.properties.seed.type,
				parentSchema: schema24.properties.seed,
				data: data2
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		if (typeof data2 == "number" && isFinite(data2)) {
			if (data2 > 4294967295 || isNaN(data2)) {
				const err6 = {
					instancePath: instancePath + "/seed",
					schemaPath: "#/properties/seed/maximum",
					keyword: "maximum",
					params: {
						comparison: "<=",
						limit: 4294967295
					},
					schema: 4294967295,
					parentSchema: schema24.properties.seed,
					data: data2
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			if (data2 < 0 || isNaN(data2)) {
				const err7 = {
					instancePath: instancePath + "/seed",
					schemaPath: "#/properties/seed/minimum",
					keyword: "minimum",
					params: {
						comparison: ">=",
						limit: 0
					},
					schema: 0,
					parentSchema: schema24.properties.seed,
					data: data2
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
		}
		let data3 = data.history_days;
		if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
			const err8 = {
				instancePath: instancePath + "/history_days",
				schemaPath: "#/properties/history_days/type",
				keyword: "type",
				params: { type: "integer" },
				schema: schema24.properties.history_days.type,
				parentSchema: schema24.properties.history_days,
				data: data3
			};
			if (vErrors === null) vErrors = [err8];
			else vErrors.push(err8);
			errors++;
		}
		if (typeof data3 == "number" && isFinite(data3)) {
			if (data3 > 90 || isNaN(data3)) {
				const err9 = {
					instancePath: instancePath + "/history_days",
					schemaPath: "#/properties/history_days/maximum",
					keyword: "maximum",
					params: {
						comparison: "<=",
						limit: 90
					},
					schema: 90,
					parentSchema: schema24.properties.history_days,
					data: data3
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
			if (data3 < 0 || isNaN(data3)) {
				const err10 = {
					instancePath: instancePath + "/history_days",
					schemaPath: "#/properties/history_days/minimum",
					keyword: "minimum",
					params: {
						comparison: ">=",
						limit: 0
					},
					schema: 0,
					parentSchema: schema24.properties.history_days,
					data: data3
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
		}
	} else {
		const err11 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema24.type,
			parentSchema: schema24,
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
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v8 = validate48;
const schema25 = {
	"type": "object",
	"description": "Either `seconds` (how far, as the global advance takes it) or `to` (the time to move to), not both.",
	"additionalProperties": false,
	"properties": {
		"seconds": { "$ref": "#/components/schemas/ClockAdvance/properties/seconds" },
		"to": { "$ref": "#/components/schemas/ClockSet/properties/now" }
	},
	"oneOf": [{ "required": ["seconds"] }, { "required": ["to"] }]
};
const schema26 = {
	"type": "number",
	"exclusiveMinimum": 0,
	"maximum": 31536e3,
	"description": "How far to move, at most a year per call."
};
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate49.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data == "number" && isFinite(data)) {
		if (data > 31536e3 || isNaN(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/maximum",
				keyword: "maximum",
				params: {
					comparison: "<=",
					limit: 31536e3
				},
				schema: 31536e3,
				parentSchema: schema26,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data <= 0 || isNaN(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/exclusiveMinimum",
				keyword: "exclusiveMinimum",
				params: {
					comparison: ">",
					limit: 0
				},
				schema: 0,
				parentSchema: schema26,
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
			params: { type: "number" },
			schema: schema26.type,
			parentSchema: schema26,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate49.errors = vErrors;
	return errors === 0;
}
validate49.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
const schema27 = {
	"type": "string",
	"format": "date-time",
	"pattern": "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$",
	"x-error-detail": "must be an RFC 3339 date-time such as 2027-01-01T00:00:00Z or 2027-01-01T09:30:00.5+01:00",
	"description": "Any RFC 3339 date-time: `Z` or an offset, fractional seconds of any length, lower-case `t` and\n`z`, a space for `T` (RFC 3339 §5.6 note). The answer gives the clock's time back in the\ncanonical form (UTC, milliseconds), as every timestamp of the API. A leap second\n(`23:59:60`) is the first instant of the next minute.\n",
	"examples": ["2027-01-01T00:00:00Z"]
};
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate51.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (typeof data === "string") {
		if (!pattern2.test(data)) {
			const err0 = {
				instancePath,
				schemaPath: "#/pattern",
				keyword: "pattern",
				params: { pattern: "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$" },
				schema: "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$",
				parentSchema: schema27,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (!formats0.validate(data)) {
			const err1 = {
				instancePath,
				schemaPath: "#/format",
				keyword: "format",
				params: { format: "date-time" },
				schema: "date-time",
				parentSchema: schema27,
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
			schema: schema27.type,
			parentSchema: schema27,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	}
	validate51.errors = vErrors;
	return errors === 0;
}
validate51.evaluated = {
	"dynamicProps": false,
	"dynamicItems": false
};
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate48.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	const _errs1 = errors;
	let valid0 = false;
	let passing0 = null;
	const _errs2 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.seconds === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/oneOf/0/required",
				keyword: "required",
				params: { missingProperty: "seconds" },
				schema: schema25.oneOf[0].required,
				parentSchema: schema25.oneOf[0],
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
	}
	var _valid0 = _errs2 === errors;
	if (_valid0) {
		valid0 = true;
		passing0 = 0;
	}
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.to === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/oneOf/1/required",
				keyword: "required",
				params: { missingProperty: "to" },
				schema: schema25.oneOf[1].required,
				parentSchema: schema25.oneOf[1],
				data
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
	}
	var _valid0 = _errs3 === errors;
	if (_valid0 && valid0) {
		valid0 = false;
		passing0 = [passing0, 1];
	} else if (_valid0) {
		valid0 = true;
		passing0 = 1;
	}
	if (!valid0) {
		const err2 = {
			instancePath,
			schemaPath: "#/oneOf",
			keyword: "oneOf",
			params: { passingSchemas: passing0 },
			schema: schema25.oneOf,
			parentSchema: schema25,
			data
		};
		if (vErrors === null) vErrors = [err2];
		else vErrors.push(err2);
		errors++;
	} else {
		errors = _errs1;
		if (vErrors !== null) {
			if (_errs1) vErrors.length = _errs1;
			else vErrors = null;
		}
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "seconds" || key0 === "to")) {
			const err3 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema25,
				data
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.seconds !== void 0) {
			if (!validate49(data.seconds, {
				instancePath: instancePath + "/seconds",
				parentData: data,
				parentDataProperty: "seconds",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
				errors = vErrors.length;
			}
		}
		if (data.to !== void 0) {
			if (!validate51(data.to, {
				instancePath: instancePath + "/to",
				parentData: data,
				parentDataProperty: "to",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
				errors = vErrors.length;
			}
		}
	} else {
		const err4 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema25.type,
			parentSchema: schema25,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate48.errors = vErrors;
	return errors === 0;
}
validate48.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
const v9 = validate53;
const schema28 = {
	"type": "object",
	"additionalProperties": false,
	"properties": {
		"name": {
			"type": "string",
			"minLength": 1,
			"maxLength": 200,
			"description": "A label for people (the console lists it); `test clock N` by default."
		},
		"now": { "$ref": "#/components/schemas/ClockSet/properties/now" }
	}
};
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
	let vErrors = null;
	let errors = 0;
	const evaluated0 = validate53.evaluated;
	if (evaluated0.dynamicProps) evaluated0.props = void 0;
	if (evaluated0.dynamicItems) evaluated0.items = void 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "name" || key0 === "now")) {
			const err0 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				schema: false,
				parentSchema: schema28,
				data
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.name !== void 0) {
			let data0 = data.name;
			if (typeof data0 === "string") {
				if (func0(data0) > 200) {
					const err1 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						schema: 200,
						parentSchema: schema28.properties.name,
						data: data0
					};
					if (vErrors === null) vErrors = [err1];
					else vErrors.push(err1);
					errors++;
				}
				if (func0(data0) < 1) {
					const err2 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/minLength",
						keyword: "minLength",
						params: { limit: 1 },
						schema: 1,
						parentSchema: schema28.properties.name,
						data: data0
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
			} else {
				const err3 = {
					instancePath: instancePath + "/name",
					schemaPath: "#/properties/name/type",
					keyword: "type",
					params: { type: "string" },
					schema: schema28.properties.name.type,
					parentSchema: schema28.properties.name,
					data: data0
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
		}
		if (data.now !== void 0) {
			if (!validate51(data.now, {
				instancePath: instancePath + "/now",
				parentData: data,
				parentDataProperty: "now",
				rootData,
				dynamicAnchors
			})) {
				vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
				errors = vErrors.length;
			}
		}
	} else {
		const err4 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			schema: schema28.type,
			parentSchema: schema28,
			data
		};
		if (vErrors === null) vErrors = [err4];
		else vErrors.push(err4);
		errors++;
	}
	validate53.errors = vErrors;
	return errors === 0;
}
validate53.evaluated = {
	"props": true,
	"dynamicProps": false,
	"dynamicItems": false
};
// \0entry
const validators = {
	"#/components/responses/Problem/content/application~1problem+json/schema": v36,
	"#/components/responses/Unauthorized/content/application~1problem+json/schema": v36,
	"#/components/responses/Unauthorized/headers/WWW-Authenticate/schema": v0$1,
	"#/components/schemas/Account": v1$1,
	"#/components/schemas/AccountCreate": v2$1,
	"#/components/schemas/AccountList": v3$1,
	"#/components/schemas/AnswerOverride": v4$1,
	"#/components/schemas/AnswerOverrideCreate": v5$1,
	"#/components/schemas/AnswerOverrideFields": v6$1,
	"#/components/schemas/AnswerOverrideList": v7$1,
	"#/components/schemas/Clock": v8$1,
	"#/components/schemas/ClockAdvance": v9$1,
	"#/components/schemas/ClockAdvanced": v10,
	"#/components/schemas/ClockMode": v11,
	"#/components/schemas/ClockSet": v12,
	"#/components/schemas/CronExpression": v13,
	"#/components/schemas/DeliveryState": v14,
	"#/components/schemas/FixtureAccount": v15,
	"#/components/schemas/FixtureJob": v16,
	"#/components/schemas/Fixtures": v17,
	"#/components/schemas/HttpMethod": v18,
	"#/components/schemas/IntervalSeconds": v19,
	"#/components/schemas/Job": v20,
	"#/components/schemas/JobId": v21,
	"#/components/schemas/JobName": v22,
	"#/components/schemas/JobRunFailedNotification": v23,
	"#/components/schemas/JobStatus": v24,
	"#/components/schemas/JobUrl": v25,
	"#/components/schemas/JournalEntry": v26,
	"#/components/schemas/Notification": v27,
	"#/components/schemas/NotificationList": v28,
	"#/components/schemas/NotificationSettings": v29,
	"#/components/schemas/NotificationSettingsUpdate": v30,
	"#/components/schemas/NotifyOnFailure": v31,
	"#/components/schemas/OutcomeRule": v32,
	"#/components/schemas/OutcomeRuleCreate": v33,
	"#/components/schemas/OutcomeRuleFields": v34,
	"#/components/schemas/OutcomeRuleList": v35,
	"#/components/schemas/Problem": v36,
	"#/components/schemas/RequestJournal": v37,
	"#/components/schemas/Run": v38,
	"#/components/schemas/RunError": v39,
	"#/components/schemas/RunId": v40,
	"#/components/schemas/RunOutcome": v41,
	"#/components/schemas/RunSummary": v42,
	"#/components/schemas/RunTrigger": v43,
	"#/components/schemas/ScheduleType": v44,
	"#/components/schemas/SeedRequest": v45,
	"#/components/schemas/SeedResult": v46,
	"#/components/schemas/TestClock": v47,
	"#/components/schemas/TestClockAdvance": v48,
	"#/components/schemas/TestClockCreate": v49,
	"#/components/schemas/TestClockList": v50,
	"#/components/schemas/TimeZone": v51,
	"#/components/schemas/TimeoutSeconds": v52,
	"#/components/schemas/Timestamp": v53,
	"#/components/schemas/Violation": v54,
	"#/paths/~1__mock~1accounts/get/responses/200/content/application~1json/schema": v3$1,
	"#/paths/~1__mock~1accounts/post/requestBody/content/application~1json/schema": v2$1,
	"#/paths/~1__mock~1accounts/post/responses/201/content/application~1json/schema": v1$1,
	"#/paths/~1__mock~1accounts~1{account_id}/parameters/0/schema": v55,
	"#/paths/~1__mock~1accounts~1{account_id}~1notifications/get/responses/200/content/application~1json/schema": v29,
	"#/paths/~1__mock~1accounts~1{account_id}~1notifications/parameters/0/schema": v56,
	"#/paths/~1__mock~1accounts~1{account_id}~1notifications/patch/requestBody/content/application~1json/schema": v30,
	"#/paths/~1__mock~1accounts~1{account_id}~1notifications/patch/responses/200/content/application~1json/schema": v29,
	"#/paths/~1__mock~1accounts~1{account_id}~1notifications~1rotate-secret/parameters/0/schema": v57,
	"#/paths/~1__mock~1accounts~1{account_id}~1notifications~1rotate-secret/post/responses/200/content/application~1json/schema": v29,
	"#/paths/~1__mock~1accounts~1{account_id}~1rotate-key/parameters/0/schema": v58,
	"#/paths/~1__mock~1accounts~1{account_id}~1rotate-key/post/responses/200/content/application~1json/schema": v1$1,
	"#/paths/~1__mock~1clock/get/responses/200/content/application~1json/schema": v8$1,
	"#/paths/~1__mock~1clock/put/requestBody/content/application~1json/schema": v12,
	"#/paths/~1__mock~1clock/put/responses/200/content/application~1json/schema": v10,
	"#/paths/~1__mock~1clock~1advance/post/requestBody/content/application~1json/schema": v9$1,
	"#/paths/~1__mock~1clock~1advance/post/responses/200/content/application~1json/schema": v10,
	"#/paths/~1__mock~1events/get/parameters/0/schema": v59,
	"#/paths/~1__mock~1events/get/parameters/1/schema": v60,
	"#/paths/~1__mock~1events/get/responses/200/content/text~1event-stream/schema": v61,
	"#/paths/~1__mock~1notifications/get/parameters/0/schema": v62,
	"#/paths/~1__mock~1notifications/get/responses/200/content/application~1json/schema": v28,
	"#/paths/~1__mock~1outcome-rules/get/responses/200/content/application~1json/schema": v35,
	"#/paths/~1__mock~1outcome-rules/post/requestBody/content/application~1json/schema": v33,
	"#/paths/~1__mock~1outcome-rules/post/responses/201/content/application~1json/schema": v32,
	"#/paths/~1__mock~1outcome-rules~1{rule_id}/parameters/0/schema": v63,
	"#/paths/~1__mock~1overrides/get/parameters/0/schema": v64,
	"#/paths/~1__mock~1overrides/get/responses/200/content/application~1json/schema": v7$1,
	"#/paths/~1__mock~1overrides/post/requestBody/content/application~1json/schema": v5$1,
	"#/paths/~1__mock~1overrides/post/responses/201/content/application~1json/schema": v4$1,
	"#/paths/~1__mock~1overrides~1{override_id}/parameters/0/schema": v65,
	"#/paths/~1__mock~1requests/get/parameters/0/schema": v66,
	"#/paths/~1__mock~1requests/get/responses/200/content/application~1json/schema": v37,
	"#/paths/~1__mock~1seed/post/requestBody/content/application~1json/schema": v45,
	"#/paths/~1__mock~1seed/post/responses/201/content/application~1json/schema": v46,
	"#/paths/~1__mock~1state/get/parameters/0/schema": v67,
	"#/paths/~1__mock~1state/get/responses/200/content/application~1json/schema": v17,
	"#/paths/~1__mock~1state/post/requestBody/content/application~1json/schema": v17,
	"#/paths/~1__mock~1state/post/responses/201/content/application~1json/schema": v3$1,
	"#/paths/~1__mock~1test-clocks/get/responses/200/content/application~1json/schema": v50,
	"#/paths/~1__mock~1test-clocks/post/requestBody/content/application~1json/schema": v49,
	"#/paths/~1__mock~1test-clocks/post/responses/201/content/application~1json/schema": v47,
	"#/paths/~1__mock~1test-clocks~1{test_clock_id}/get/responses/200/content/application~1json/schema": v47,
	"#/paths/~1__mock~1test-clocks~1{test_clock_id}/parameters/0/schema": v68,
	"#/paths/~1__mock~1test-clocks~1{test_clock_id}~1advance/parameters/0/schema": v69,
	"#/paths/~1__mock~1test-clocks~1{test_clock_id}~1advance/post/requestBody/content/application~1json/schema": v48,
	"#/paths/~1__mock~1test-clocks~1{test_clock_id}~1advance/post/responses/200/content/application~1json/schema": v10
};
const defaultingValidators = {
	"#/components/schemas/AccountCreate": v0,
	"#/components/schemas/AnswerOverrideCreate": v1,
	"#/components/schemas/ClockAdvance": v2,
	"#/components/schemas/ClockSet": v3,
	"#/components/schemas/Fixtures": v4,
	"#/components/schemas/NotificationSettingsUpdate": v5,
	"#/components/schemas/OutcomeRuleCreate": v6,
	"#/components/schemas/SeedRequest": v7,
	"#/components/schemas/TestClockAdvance": v8,
	"#/components/schemas/TestClockCreate": v9,
	"#/paths/~1__mock~1accounts/post/requestBody/content/application~1json/schema": v0,
	"#/paths/~1__mock~1accounts~1{account_id}~1notifications/patch/requestBody/content/application~1json/schema": v5,
	"#/paths/~1__mock~1clock/put/requestBody/content/application~1json/schema": v3,
	"#/paths/~1__mock~1clock~1advance/post/requestBody/content/application~1json/schema": v2,
	"#/paths/~1__mock~1outcome-rules/post/requestBody/content/application~1json/schema": v6,
	"#/paths/~1__mock~1overrides/post/requestBody/content/application~1json/schema": v1,
	"#/paths/~1__mock~1seed/post/requestBody/content/application~1json/schema": v7,
	"#/paths/~1__mock~1state/post/requestBody/content/application~1json/schema": v4,
	"#/paths/~1__mock~1test-clocks/post/requestBody/content/application~1json/schema": v9,
	"#/paths/~1__mock~1test-clocks~1{test_clock_id}~1advance/post/requestBody/content/application~1json/schema": v8
};
export { defaultingValidators, validators };
