"""Operator mutations of a Python file over its AST (standard library only: no PyPI here, so no mutmut).

    python3 py_mutants.py list FILE [--skip-function NAME]... [--switch NAME]...
        prints the mutants as a JSON array, in source order: id, mutator, line and column (1-based, in
        characters, as an editor shows them), end_line, end_column, original (the source text replaced) and
        replacement; every one compiles (the ids of the few that do not are left out)
    python3 py_mutants.py write FILE ID OUT [same options]
        writes FILE with mutant ID applied to OUT

Only function bodies are mutated (with their decorators): the request handling, not the module's start-up.
A function named by --skip-function is left alone. A --switch NAME is a variable that turns a test-only
behaviour on (the strangers' `defect`): a comparison of it, an `and` holding an `==` one (false with the switch
off), an `or` holding a `!=` one (true with it off), and the branch such a test never takes with the switch
off are left alone, as Stryker's defect-switch ignorer does for the TypeScript strangers.

The mutators follow StrykerJS's where Python has the same thing, by the same names, plus the two the AST
makes natural: a number changed by one, and a statement removed.
"""

import argparse
import ast
import copy
import json
import sys

COMPARE_SWAPS = {
    ast.Lt: [ast.LtE, ast.GtE],
    ast.LtE: [ast.Lt, ast.Gt],
    ast.Gt: [ast.GtE, ast.LtE],
    ast.GtE: [ast.Gt, ast.Lt],
    ast.Eq: [ast.NotEq],
    ast.NotEq: [ast.Eq],
    ast.Is: [ast.IsNot],
    ast.IsNot: [ast.Is],
    ast.In: [ast.NotIn],
    ast.NotIn: [ast.In],
}
ARITHMETIC_SWAPS = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.Div,
    ast.Div: ast.Mult,
    ast.FloorDiv: ast.Mult,
    ast.Mod: ast.Mult,
}
METHOD_SWAPS = {
    "lower": "upper",
    "upper": "lower",
    "startswith": "endswith",
    "endswith": "startswith",
    "min": "max",
    "max": "min",
    "any": "all",
    "all": "any",
}
STRIPS = {"strip", "lstrip", "rstrip"}


class Collector(ast.NodeVisitor):
    def __init__(self, source, skip_functions, switches):
        self.source = source
        self.lines = source.splitlines(keepends=True)
        self.skip_functions = set(skip_functions)
        self.switches = set(switches)
        self.mutants = []
        self.depth = 0  # > 0 inside a mutated function
        self.docstrings = set()

    # -- where and what ---------------------------------------------------------------------------------------
    def column(self, line, byte_offset):
        return len(self.lines[line - 1].encode("utf-8")[:byte_offset].decode("utf-8")) + 1

    def add(self, node, mutator, replacement):
        original = ast.get_source_segment(self.source, node)
        if original is None or original == replacement:
            return
        self.mutants.append(
            {
                "mutator": mutator,
                "line": node.lineno,
                "column": self.column(node.lineno, node.col_offset),
                "end_line": node.end_lineno,
                "end_column": self.column(node.end_lineno, node.end_col_offset),
                "original": original,
                "replacement": replacement,
                "_span": (node.lineno, node.col_offset, node.end_lineno, node.end_col_offset),
            }
        )

    def add_changed(self, node, mutator, change):
        changed = copy.deepcopy(node)
        change(changed)
        self.add(node, mutator, ast.unparse(changed))

    # -- switches ---------------------------------------------------------------------------------------------
    def is_switch(self, node):
        return (
            isinstance(node, ast.Compare)
            and len(node.ops) == 1
            and isinstance(node.ops[0], (ast.Eq, ast.NotEq))
            and any(isinstance(side, ast.Name) and side.id in self.switches for side in (node.left, *node.comparators))
        )

    def is_switch_on(self, node):
        """True only with the switch on."""
        if self.is_switch(node):
            return isinstance(node.ops[0], ast.Eq)
        return isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And) and any(map(self.is_switch_on, node.values))

    def is_switch_off(self, node):
        """True whenever the switch is off."""
        if self.is_switch(node):
            return isinstance(node.ops[0], ast.NotEq)
        return isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and any(map(self.is_switch_off, node.values))

    def is_switched(self, node):
        return self.is_switch(node) or self.is_switch_on(node) or self.is_switch_off(node)

    # -- traversal --------------------------------------------------------------------------------------------
    def visit_FunctionDef(self, node):
        if node.name in self.skip_functions:
            return
        self.depth += 1
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            self.docstrings.add(id(body[0].value))
        for decorator in node.decorator_list:
            self.visit(decorator)
        self.visit_body(body)
        self.depth -= 1

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_body(self, statements):
        for statement in statements:
            if self.depth and not isinstance(statement, (ast.Pass, ast.FunctionDef, ast.AsyncFunctionDef)):
                if id(getattr(statement, "value", None)) not in self.docstrings and not self.guarded(statement):
                    self.add(statement, "StatementRemoval", "pass")
            self.visit(statement)

    def guarded(self, statement):
        return isinstance(statement, ast.If) and not statement.orelse and self.is_switch_on(statement.test)

    def live_branches(self, node):
        """The branches of an `if` or `x if test else y` that run with every switch off."""
        if self.is_switch_on(node.test):
            return [node.orelse]
        if self.is_switch_off(node.test):
            return [node.body]
        return None

    def generic_visit(self, node):
        if self.depth == 0:
            return super().generic_visit(node)
        if self.is_switched(node):
            return None
        self.mutate(node)
        for field, value in ast.iter_fields(node):
            if field in ("annotation", "returns"):
                continue
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self.visit_body(value)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST):
                        self.visit(item)
            elif isinstance(value, ast.AST):
                self.visit(value)
        return None

    def visit_If(self, node):
        live = self.live_branches(node) if self.depth else None
        if live is None:
            self.generic_visit(node)
            return
        for branch in live:
            self.visit_body(branch)

    def visit_IfExp(self, node):
        live = self.live_branches(node) if self.depth else None
        if live is None:
            self.generic_visit(node)
            return
        for branch in live:
            self.visit(branch)

    def visit_JoinedStr(self, node):
        if self.depth:
            self.add(node, "StringLiteral", '""')

    # -- mutators ---------------------------------------------------------------------------------------------
    def mutate(self, node):
        if isinstance(node, (ast.If, ast.While, ast.IfExp)):
            self.condition(node.test)
        elif isinstance(node, ast.comprehension):
            for test in node.ifs:
                self.condition(test)
        elif isinstance(node, ast.BoolOp):
            self.add_changed(node, "LogicalOperator", lambda n: setattr(n, "op", ast.Or() if isinstance(n.op, ast.And) else ast.And()))
            for value in node.values:
                if not self.is_switched(value):
                    self.add(value, "ConditionalExpression", "True" if isinstance(node.op, ast.And) else "False")
        elif isinstance(node, ast.Compare):
            for index, op in enumerate(node.ops):
                for swap in COMPARE_SWAPS.get(type(op), []):
                    self.add_changed(node, "EqualityOperator", lambda n, i=index, s=swap: n.ops.__setitem__(i, s()))
        elif isinstance(node, ast.BinOp) and type(node.op) in ARITHMETIC_SWAPS:
            if not any(isinstance(side, (ast.JoinedStr, ast.Constant)) and isinstance(getattr(side, "value", None), str) for side in (node.left, node.right)):
                self.add_changed(node, "ArithmeticOperator", lambda n: setattr(n, "op", ARITHMETIC_SWAPS[type(n.op)]()))
        elif isinstance(node, ast.UnaryOp):
            if isinstance(node.op, ast.Not):
                self.add(node, "BooleanLiteral", ast.unparse(node.operand))
            elif isinstance(node.op, (ast.USub, ast.UAdd)):
                self.add_changed(node, "UnaryOperator", lambda n: setattr(n, "op", ast.UAdd() if isinstance(n.op, ast.USub) else ast.USub()))
        elif isinstance(node, ast.Constant):
            self.constant(node)
        elif isinstance(node, ast.List) and node.elts:
            self.add(node, "ArrayDeclaration", "[]")
        elif isinstance(node, ast.Dict) and node.keys:
            self.add(node, "ObjectLiteral", "{}")
        elif isinstance(node, ast.Call):
            self.call(node)

    def condition(self, test):
        if self.is_switched(test):
            return
        self.add(test, "ConditionalExpression", "True")
        self.add(test, "ConditionalExpression", "False")

    def constant(self, node):
        value = node.value
        if isinstance(value, bool):
            self.add(node, "BooleanLiteral", repr(not value))
        elif isinstance(value, (int, float)):
            self.add(node, "NumberLiteral", repr(value + 1))
            self.add(node, "NumberLiteral", repr(value - 1))
        elif isinstance(value, str) and id(node) not in self.docstrings:
            self.add(node, "StringLiteral", '""' if value else '"Stryker was here!"')

    def call(self, node):
        function = node.func
        if isinstance(function, ast.Attribute) and function.attr in METHOD_SWAPS:
            self.add_changed(node, "MethodExpression", lambda n: setattr(n.func, "attr", METHOD_SWAPS[n.func.attr]))
        elif isinstance(function, ast.Name) and function.id in METHOD_SWAPS:
            self.add_changed(node, "MethodExpression", lambda n: setattr(n.func, "id", METHOD_SWAPS[n.func.id]))
        elif isinstance(function, ast.Attribute) and function.attr in STRIPS and not node.args:
            self.add(node, "MethodExpression", ast.unparse(function.value))


def apply(source, mutant):
    """The source with the mutant's span replaced: the rest of the file stays byte for byte."""
    line, start, end_line, end = mutant["_span"]
    data = source.encode("utf-8")
    offsets = [0]
    for text in source.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(text.encode("utf-8")))
    begin = offsets[line - 1] + start
    finish = offsets[end_line - 1] + end
    return (data[:begin] + mutant["replacement"].encode("utf-8") + data[finish:]).decode("utf-8")


def compiles(source, mutant):
    try:
        compile(apply(source, mutant), "<mutant>", "exec")
        return True
    except SyntaxError:
        return False


def candidates_of(source, skip_functions=(), switches=()):
    """Every mutant made, numbered in source order; a few may not compile."""
    collector = Collector(source, skip_functions, switches)
    collector.visit(ast.parse(source))
    found = sorted(collector.mutants, key=lambda m: (m["_span"], m["mutator"], m["replacement"]))
    for index, mutant in enumerate(found):
        mutant["id"] = str(index)
    return found


def mutants_of(source, skip_functions=(), switches=()):
    """The mutants that compile (an id left out is one that does not)."""
    return [m for m in candidates_of(source, skip_functions, switches) if compiles(source, m)]


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["list", "write"])
    parser.add_argument("file")
    parser.add_argument("rest", nargs="*")
    parser.add_argument("--skip-function", action="append", default=[])
    parser.add_argument("--switch", action="append", default=[])
    args = parser.parse_args(argv)
    with open(args.file, encoding="utf-8") as handle:
        source = handle.read()
    if args.command == "list":
        mutants = mutants_of(source, args.skip_function, args.switch)
        public = [{k: v for k, v in m.items() if not k.startswith("_")} for m in mutants]
        json.dump(public, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    mutant_id, out = args.rest
    mutant = next(m for m in candidates_of(source, args.skip_function, args.switch) if m["id"] == mutant_id)
    if not compiles(source, mutant):
        sys.stderr.write(f"mutant {mutant_id} does not compile\n")
        return 2
    with open(out, "w", encoding="utf-8") as handle:
        handle.write(apply(source, mutant))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
