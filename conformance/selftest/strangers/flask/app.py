"""Cron Job Scheduling Service, written with Flask from spec/seed/cron-job-service-spec.md alone.

Choices on the points the seed leaves open:

- Accounts: one per API key. Keys come from `--api-key KEY` (repeatable) and from the env var
  CRONJOBS_API_KEYS (comma-separated). Each account sees only its own jobs.
- Authentication: a missing or unknown X-API-Key answers 401, checked before anything else.
- Ids: integers from one sequence shared by all accounts (as a database autoincrement would give).
- Create: POST /v1/jobs answers 201 with `{"job": {...}}` and a Location header /v1/jobs/<id>.
- Required fields: name, url, method, schedule_type; interval_seconds when schedule_type is
  interval; notify_on_failure is optional and defaults to false. Unknown fields are ignored.
- method: one of GET, POST, PUT, PATCH, DELETE, HEAD, upper case only.
- schedule_type: "interval" (with interval_seconds) or "cron" (with cron_expression, five fields).
  interval_seconds is not accepted with cron.
- Limits: interval_seconds 60..2592000 (one minute to 30 days); name 1..200 characters and not
  blank; url http or https with a host, at most 2048 characters; request bodies at most 64 KiB.
- Job record: id, name, url, method, schedule_type, interval_seconds or cron_expression,
  notify_on_failure, status ("active"), created_at, updated_at (ISO 8601, UTC).
- List: GET /v1/jobs?page=<n>&per_page=<m>, page from 1, per_page 1..100 (default 20), oldest first.
  Answers 200 with `{"jobs": [...], "pagination": {"page", "per_page", "total", "pages"}}`.
  A page past the end is empty; a bad page or per_page answers 400.
- Read one: GET /v1/jobs/<id> (404 for a job of another account).
- Errors: application/json `{"error": {"code": ..., "message": ...}}`, with `"fields"` on 422.
  Malformed JSON or a non-object body 400, a Content-Type other than JSON 415, invalid fields 422.

Run: python3 app.py [--port N] [--api-key KEY ...] [--defect NAME]. Port 0 (the default) picks a
free port; the chosen port is printed as `LISTENING <port>` once the socket is bound.

--defect (or CRONJOBS_FLASK_DEFECT) names one seed defect of ../defects.ts for the conformance self-test;
each is switched on by a line marked `# defect:` and touches nothing else.
"""

import argparse
import itertools
import os
import re
import sys
import threading
from datetime import datetime, timezone
from urllib.parse import urlsplit

from flask import Blueprint, Flask, g, jsonify, request
from werkzeug.exceptions import HTTPException
from werkzeug.serving import make_server

METHODS = {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"}
SCHEDULE_TYPES = {"interval", "cron"}
INTERVAL_MIN, INTERVAL_MAX = 60, 30 * 24 * 3600
NAME_MAX, URL_MAX = 200, 2048
PER_PAGE_DEFAULT, PER_PAGE_MAX = 20, 100
CRON_FIELD = re.compile(r"^(\*|\d+(-\d+)?)(/\d+)?(,(\*|\d+(-\d+)?)(/\d+)?)*$")

# The one seed defect switched on (see the module docstring); empty for the correct service.
DEFECT = os.environ.get("CRONJOBS_FLASK_DEFECT", "")


class ApiError(Exception):
    def __init__(self, status, code, message, fields=None):
        super().__init__(message)
        self.status, self.code, self.message, self.fields = status, code, message, fields


class Store:
    def __init__(self, keys):
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self._jobs = {key: [] for key in keys}
        self.first_key = keys[0]

    def knows(self, key):
        return key in self._jobs

    def add(self, key, fields):
        now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        with self._lock:
            job = {"id": next(self._ids), **fields, "status": "active", "created_at": now, "updated_at": now}
            self._jobs[key].append(job)
        return job

    def page(self, key, page, per_page):
        with self._lock:
            jobs = list(self._jobs[key])
            if DEFECT == "other-accounts-from-page-two" and page > 1:  # defect: every account's jobs
                jobs = sorted((job for own in self._jobs.values() for job in own), key=lambda job: job["id"])
        start = (page - 1) * per_page
        return jobs[start : start + per_page], len(jobs)

    def lacks_notify(self, key):
        with self._lock:
            return any("notify_on_failure" not in job for job in self._jobs[key])

    def get(self, key, job_id):
        with self._lock:
            return next((job for job in self._jobs[key] if job["id"] == job_id), None)


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def validate_job(body):
    errors = {}
    out = {}

    name = body.get("name")
    if name is None:
        errors["name"] = "is required"
    elif not isinstance(name, str):
        errors["name"] = "must be a string"
    elif not name.strip():
        errors["name"] = "must not be blank"
    elif len(name) > NAME_MAX:
        errors["name"] = f"must be at most {NAME_MAX} characters"
    else:
        out["name"] = name

    url = body.get("url")
    if url is None:
        errors["url"] = "is required"
    elif not isinstance(url, str):
        errors["url"] = "must be a string"
    elif len(url) > URL_MAX:
        errors["url"] = f"must be at most {URL_MAX} characters"
    else:
        try:
            parts = urlsplit(url)
            ok = parts.scheme in ("http", "https") and bool(parts.hostname) and not re.search(r"\s", url)
            parts.port  # raises ValueError on a bad port
        except ValueError:
            ok = False
        if ok:
            out["url"] = url
        else:
            errors["url"] = "must be an absolute http or https URL"

    method = body.get("method")
    if method is None:
        errors["method"] = "is required"
    elif not isinstance(method, str) or method not in METHODS:
        errors["method"] = "must be one of " + ", ".join(sorted(METHODS))
    else:
        out["method"] = method

    schedule_type = body.get("schedule_type")
    interval = body.get("interval_seconds")
    cron = body.get("cron_expression")
    if schedule_type is None:
        errors["schedule_type"] = "is required"
    elif not isinstance(schedule_type, str) or schedule_type not in SCHEDULE_TYPES:
        errors["schedule_type"] = "must be one of " + ", ".join(sorted(SCHEDULE_TYPES))
    elif schedule_type == "interval":
        out["schedule_type"] = "interval"
        if interval is None:
            if DEFECT != "interval-without-seconds":  # defect: interval_seconds not required
                errors["interval_seconds"] = "is required when schedule_type is interval"
        elif not is_int(interval):
            errors["interval_seconds"] = "must be an integer"
        elif not INTERVAL_MIN <= interval <= INTERVAL_MAX:
            errors["interval_seconds"] = f"must be between {INTERVAL_MIN} and {INTERVAL_MAX}"
        else:
            out["interval_seconds"] = interval
    else:
        out["schedule_type"] = "cron"
        if interval is not None:
            errors["interval_seconds"] = "is only allowed when schedule_type is interval"
        if not isinstance(cron, str):
            errors["cron_expression"] = "is required when schedule_type is cron"
        elif len(cron.split()) != 5 or not all(CRON_FIELD.match(f) for f in cron.split()):
            errors["cron_expression"] = "must have five cron fields"
        else:
            out["cron_expression"] = cron

    notify = body.get("notify_on_failure", False)
    if not isinstance(notify, bool):
        errors["notify_on_failure"] = "must be a boolean"
    elif DEFECT != "list-500-after-job-without-notify" or "notify_on_failure" in body:  # defect: no default
        out["notify_on_failure"] = notify

    if errors:
        raise ApiError(422, "validation_failed", "The job has invalid fields.", errors)
    return out


def positive_int_arg(name, default, maximum=None):
    raw = request.args.get(name)
    if raw is None:
        return default
    if not re.fullmatch(r"[0-9]+", raw) or int(raw) < 1 or (maximum is not None and int(raw) > maximum):
        limit = f" between 1 and {maximum}" if maximum else " of at least 1"
        raise ApiError(400, "invalid_query", f"{name} must be an integer{limit}.")
    return int(raw)


def create_app(keys):
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = 64 * 1024
    app.json.sort_keys = False
    store = Store(keys)

    def error_response(status, code, message, fields=None):
        body = {"error": {"code": code, "message": message}}
        if fields:
            body["error"]["fields"] = fields
        return jsonify(body), status

    @app.errorhandler(ApiError)
    def on_api_error(err):
        return error_response(err.status, err.code, err.message, err.fields)

    @app.errorhandler(HTTPException)
    def on_http_error(err):
        code = (err.name or "error").lower().replace(" ", "_")
        response, status = error_response(err.code or 500, code, err.description or err.name)
        if err.code == 405:
            response.headers["Allow"] = ", ".join(err.valid_methods or [])
        return response, status

    @app.errorhandler(Exception)
    def on_crash(err):
        app.logger.exception(err)
        return error_response(500, "internal_error", "Something went wrong.")

    @app.before_request
    def authenticate():
        key = request.headers.get("X-API-Key")
        if DEFECT == "head-without-key-check" and request.method == "HEAD":  # defect: HEAD not checked
            key = key if store.knows(key) else store.first_key
        if DEFECT == "wrong-key-with-any-accept" and key and request.headers.get("Accept") == "*/*":  # defect
            key = key if store.knows(key) else store.first_key
        if not key:
            raise ApiError(401, "unauthorized", "The X-API-Key header is missing.")
        if not store.knows(key):
            raise ApiError(401, "unauthorized", "The API key is not valid.")
        g.account = key

    jobs_api = Blueprint("jobs", __name__)

    @jobs_api.post("/jobs")
    def create_job():
        if not request.is_json:
            raise ApiError(415, "unsupported_media_type", "Send the body as application/json.")
        try:
            body = request.get_json(silent=True)
        except RecursionError:  # nesting deeper than the json module's recursion allows
            body = None
        if body is None:
            raise ApiError(400, "malformed_json", "The body is not valid JSON.")
        if not isinstance(body, dict):
            raise ApiError(400, "invalid_body", "The body must be a JSON object.")
        job = store.add(g.account, validate_job(body))
        response = jsonify({"job": job})
        response.status_code = 201
        response.headers["Location"] = f"/v1/jobs/{job['id']}"
        return response

    @jobs_api.get("/jobs")
    def list_jobs():
        page = positive_int_arg("page", 1)
        per_page = positive_int_arg("per_page", PER_PAGE_DEFAULT, PER_PAGE_MAX)
        jobs, total = store.page(g.account, page, per_page)
        if DEFECT == "list-500-after-job-without-notify" and store.lacks_notify(g.account):
            raise TypeError("notify_on_failure is NULL")  # defect: the list breaks on a job without it
        pages = (total + per_page - 1) // per_page
        return jsonify({"jobs": jobs, "pagination": {"page": page, "per_page": per_page, "total": total, "pages": pages}})

    @jobs_api.get("/jobs/<int:job_id>")
    def read_job(job_id):
        job = store.get(g.account, job_id)
        if job is None:
            raise ApiError(404, "not_found", f"No job {job_id}.")
        return jsonify({"job": job})

    app.register_blueprint(jobs_api, url_prefix="/v1")
    if DEFECT == "served-under-v2":  # defect: the job endpoints also under /v2
        app.register_blueprint(jobs_api, url_prefix="/v2", name="jobs_v2")
    return app


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--api-key", action="append", default=[], dest="keys")
    parser.add_argument("--defect", default=None)
    args = parser.parse_args()
    global DEFECT
    if args.defect is not None:
        DEFECT = args.defect
    keys = args.keys + [k for k in os.environ.get("CRONJOBS_API_KEYS", "").split(",") if k]
    if not keys:
        parser.error("give at least one API key (--api-key or CRONJOBS_API_KEYS)")
    server = make_server(args.host, args.port, create_app(keys), threaded=True)
    print(f"LISTENING {server.server_port}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
