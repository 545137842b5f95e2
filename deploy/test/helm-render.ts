/**
 * Renders deploy/helm/clinic the way `helm template` does, in Node, for the tests (no helm binary or cluster
 * is available to `npm test`). No maintained npm package renders Helm charts: the Go-template ports on npm
 * either lack pipelines, whitespace control and custom functions (@ctrl/golang-template) or are a
 * single-release WebAssembly build of Go's text/template without Helm's and Sprig's functions. So the chart
 * keeps to a small subset of Helm's template language, and this file interprets exactly that subset. Anything
 * outside it fails loudly here (unknown function, unknown action), so the chart cannot drift out of what is
 * tested. The subset (see also deploy/helm/clinic/README.md):
 *
 *   actions   {{ pipeline }}  {{- / -}} trimming  {{/* comments *\/}}  if / else if / else  with / else
 *             range (lists and maps, `$v :=` and `$k, $v :=`)  define  template  $var := / $var =
 *   operands  .  $  .a.b  $var.a.b  "strings"  `raw`  numbers  true false nil  ( sub-pipelines )
 *   functions include required default quote squote toYaml nindent indent printf print trunc trimSuffix
 *             replace lower upper sha256sum b64enc toString int dict list set hasKey empty eq ne lt gt le ge
 *             and or not len join fail contains
 *
 * Semantics follow Go's text/template and Helm: a field of a missing value is an error (Helm's "nil pointer
 * evaluating interface {}.x"), a missing map key is nil and prints as nothing, `|` passes the value as the
 * last argument, maps range in key order, toYaml sorts keys and drops the final newline.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

type Value = unknown;

// ---------------------------------------------------------------- lexing
type Token = { kind: 'text'; text: string } | { kind: 'action'; body: string; line: number };

function lex(source: string, file: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  let trimNext = false;
  while (pos < source.length) {
    const open = source.indexOf('{{', pos);
    let text = open === -1 ? source.slice(pos) : source.slice(pos, open);
    if (trimNext) text = text.replace(/^\s+/, '');
    trimNext = false;
    if (open === -1) {
      tokens.push({ kind: 'text', text });
      break;
    }
    const trimLeft = source.startsWith('{{- ', open) || source.startsWith('{{-\n', open);
    if (trimLeft) text = text.replace(/\s+$/, '');
    tokens.push({ kind: 'text', text });
    const bodyStart = open + (trimLeft ? 3 : 2);
    let close: number;
    if (source.slice(bodyStart).trimStart().startsWith('/*')) {
      const endComment = source.indexOf('*/', bodyStart);
      close = source.indexOf('}}', endComment);
    } else {
      close = findClose(source, bodyStart);
    }
    if (close === -1) throw new Error(`${file}: unclosed {{ at line ${lineOf(source, open)}`);
    const trimRight = source[close - 1] === '-' && /\s/.test(source[close - 2] ?? '');
    const body = source.slice(bodyStart, trimRight ? close - 1 : close).trim();
    if (!body.startsWith('/*')) tokens.push({ kind: 'action', body, line: lineOf(source, open) });
    trimNext = trimRight;
    pos = close + 2;
  }
  return tokens;
}

/** The `}}` closing an action, skipping quoted strings. */
function findClose(source: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '"') {
      for (i++; i < source.length && source[i] !== '"'; i++) if (source[i] === '\\') i++;
    } else if (c === '`') {
      i = source.indexOf('`', i + 1);
      if (i === -1) return -1;
    } else if (c === '}' && source[i + 1] === '}') {
      return i;
    }
  }
  return -1;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

// ---------------------------------------------------------------- expressions
type Operand =
  | { t: 'dot'; fields: string[] }
  | { t: 'var'; name: string; fields: string[] }
  | { t: 'lit'; value: Value }
  | { t: 'ident'; name: string }
  | { t: 'sub'; pipe: Pipeline };
type Command = Operand[];
interface Pipeline {
  decl?: { names: string[]; assign: boolean };
  commands: Command[];
}

function tokenizeExpr(expr: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < expr.length) {
    const c = expr[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < expr.length && expr[j] !== '"'; j++) if (expr[j] === '\\') j++;
      out.push(expr.slice(i, j + 1));
      i = j + 1;
    } else if (c === '`') {
      const j = expr.indexOf('`', i + 1);
      out.push(expr.slice(i, j + 1));
      i = j + 1;
    } else if ('()|,'.includes(c)) {
      out.push(c);
      i++;
    } else if (expr.startsWith(':=', i)) {
      out.push(':=');
      i += 2;
    } else {
      let j = i;
      while (j < expr.length && !/[\s()|,"`]/.test(expr[j]!) && !expr.startsWith(':=', j)) j++;
      out.push(expr.slice(i, j));
      i = j;
    }
  }
  return out;
}

function parsePipeline(expr: string): Pipeline {
  const tokens = tokenizeExpr(expr);
  let pos = 0;
  const pipeline: Pipeline = { commands: [] };
  // `$a, $b :=` / `$a :=` / `$a =`
  const declEnd = tokens.findIndex((t) => t === ':=' || t === '=');
  if (declEnd > 0 && tokens.slice(0, declEnd).every((t) => t === ',' || t.startsWith('$'))) {
    pipeline.decl = { names: tokens.slice(0, declEnd).filter((t) => t !== ','), assign: tokens[declEnd] === '=' };
    pos = declEnd + 1;
  }
  const parseUntil = (stop: (t: string) => boolean): Pipeline => {
    const p: Pipeline = { commands: [[]] };
    while (pos < tokens.length && !stop(tokens[pos]!)) {
      const tok = tokens[pos++]!;
      if (tok === '|') {
        p.commands.push([]);
      } else if (tok === '(') {
        const inner = parseUntil((t) => t === ')');
        pos++;
        p.commands[p.commands.length - 1]!.push({ t: 'sub', pipe: inner });
      } else {
        p.commands[p.commands.length - 1]!.push(operandOf(tok));
      }
    }
    if (p.commands.some((c) => c.length === 0)) throw new Error(`empty command in "${expr}"`);
    return p;
  };
  pipeline.commands = parseUntil(() => false).commands;
  return pipeline;
}

function operandOf(tok: string): Operand {
  if (tok.startsWith('"')) return { t: 'lit', value: JSON.parse(tok) };
  if (tok.startsWith('`')) return { t: 'lit', value: tok.slice(1, -1) };
  if (/^-?\d+(\.\d+)?$/.test(tok)) return { t: 'lit', value: Number(tok) };
  if (tok === 'true' || tok === 'false') return { t: 'lit', value: tok === 'true' };
  if (tok === 'nil') return { t: 'lit', value: null };
  if (tok === '.') return { t: 'dot', fields: [] };
  if (tok.startsWith('.')) return { t: 'dot', fields: tok.slice(1).split('.') };
  if (tok.startsWith('$')) {
    const [name, ...fields] = tok.split('.');
    return { t: 'var', name: name!, fields };
  }
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(tok)) return { t: 'ident', name: tok };
  throw new Error(`unsupported operand "${tok}"`);
}

// ---------------------------------------------------------------- tree
type Node =
  | { t: 'text'; text: string }
  | { t: 'out'; pipe: Pipeline; line: number }
  | { t: 'if' | 'with'; branches: Array<{ pipe?: Pipeline; body: Node[] }>; line: number }
  | { t: 'range'; pipe: Pipeline; body: Node[]; elseBody: Node[]; line: number }
  | { t: 'template'; name: string; pipe?: Pipeline; line: number };

function parseTemplate(tokens: Token[], file: string, defines: Map<string, Node[]>): Node[] {
  let pos = 0;
  const parseList = (ends: string[]): { nodes: Node[]; end: string } => {
    const nodes: Node[] = [];
    while (pos < tokens.length) {
      const tok = tokens[pos++]!;
      if (tok.kind === 'text') {
        if (tok.text) nodes.push({ t: 'text', text: tok.text });
        continue;
      }
      const [keyword] = tok.body.split(/\s+/, 1);
      const rest = tok.body.slice(keyword!.length).trim();
      const where = `${file}:${tok.line}`;
      try {
        if (keyword === 'end' || keyword === 'else') {
          if (!ends.includes(keyword)) throw new Error(`unexpected {{ ${tok.body} }}`);
          return { nodes, end: tok.body };
        }
        if (keyword === 'if' || keyword === 'with') {
          const branches: Array<{ pipe?: Pipeline; body: Node[] }> = [];
          let pipe: Pipeline | undefined = parsePipeline(rest);
          for (;;) {
            const { nodes: body, end } = parseList(['end', 'else']);
            branches.push({ pipe, body });
            if (end === 'end') break;
            const chained = end.replace(/^else\s*/, '');
            if (chained === '') pipe = undefined;
            else if (chained.startsWith(`${keyword} `)) pipe = parsePipeline(chained.slice(keyword.length + 1));
            else throw new Error(`unsupported {{ ${end} }}`);
            if (pipe === undefined) {
              const last = parseList(['end']);
              branches.push({ body: last.nodes });
              break;
            }
          }
          nodes.push({ t: keyword, branches, line: tok.line });
        } else if (keyword === 'range') {
          const pipe = parsePipeline(rest);
          const { nodes: body, end } = parseList(['end', 'else']);
          const elseBody = end === 'else' ? parseList(['end']).nodes : [];
          nodes.push({ t: 'range', pipe, body, elseBody, line: tok.line });
        } else if (keyword === 'define') {
          const name = JSON.parse(rest) as string;
          defines.set(name, parseList(['end']).nodes);
        } else if (keyword === 'template') {
          const m = /^("(?:[^"\\]|\\.)*")\s*(.*)$/.exec(rest);
          if (!m) throw new Error('template needs a quoted name');
          nodes.push({ t: 'template', name: JSON.parse(m[1]!) as string, pipe: m[2] ? parsePipeline(m[2]) : undefined, line: tok.line });
        } else if (['block', 'break', 'continue'].includes(keyword!)) {
          throw new Error(`{{ ${keyword} }} is outside the chart's template subset`);
        } else {
          nodes.push({ t: 'out', pipe: parsePipeline(tok.body), line: tok.line });
        }
      } catch (err) {
        throw new Error(`${where}: ${(err as Error).message}`);
      }
    }
    if (ends.length > 0) throw new Error(`${file}: missing {{ end }}`);
    return { nodes, end: '' };
  };
  return parseList([]).nodes;
}

// ---------------------------------------------------------------- evaluation
export function truthy(v: Value): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

function field(v: Value, name: string): Value {
  if (v === null || v === undefined) throw new Error(`nil pointer evaluating interface {}.${name}`);
  if (typeof v !== 'object') throw new Error(`can't evaluate field ${name} in type ${typeof v}`);
  return Object.prototype.hasOwnProperty.call(v, name) ? (v as Record<string, Value>)[name] : undefined;
}

function printable(v: Value): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new Error(`cannot print a ${Array.isArray(v) ? 'list' : 'map'} (use toYaml)`);
}

export function toYaml(v: Value): string {
  if (v === null || v === undefined) return 'null';
  return YAML.stringify(v, { sortMapEntries: true, lineWidth: 0 }).replace(/\n$/, '');
}

function goQuote(s: string): string {
  return JSON.stringify(s);
}

function sprintf(format: string, args: Value[]): string {
  let i = 0;
  return format.replace(/%([sdvq%])/g, (_m, verb: string) => {
    if (verb === '%') return '%';
    const arg = args[i++];
    if (verb === 'q') return goQuote(printable(arg));
    if (verb === 'd') return String(Math.trunc(Number(arg)));
    return printable(arg);
  });
}

interface Scope {
  vars: Map<string, Value>;
  parent?: Scope;
}

function lookupVar(scope: Scope, name: string): Value {
  for (let s: Scope | undefined = scope; s; s = s.parent) if (s.vars.has(name)) return s.vars.get(name);
  throw new Error(`undefined variable ${name}`);
}

function assignVar(scope: Scope, name: string, value: Value): void {
  for (let s: Scope | undefined = scope; s; s = s.parent) {
    if (s.vars.has(name)) {
      s.vars.set(name, value);
      return;
    }
  }
  throw new Error(`undefined variable ${name}`);
}

export class ChartRenderer {
  private readonly defines = new Map<string, Node[]>();
  private readonly files = new Map<string, Node[]>();

  constructor(
    private readonly templateDir: string,
    private readonly basePath: string,
  ) {
    for (const name of fs.readdirSync(templateDir).sort()) {
      if (!/\.(ya?ml|tpl)$/.test(name)) continue;
      const file = `${basePath}/${name}`;
      const source = fs.readFileSync(path.join(templateDir, name), 'utf8');
      this.files.set(file, parseTemplate(lex(source, file), file, this.defines));
    }
  }

  /** Every non-partial template rendered with `root` as its data, keyed by template path. */
  renderAll(root: Record<string, Value>): Map<string, string> {
    const out = new Map<string, string>();
    for (const [file, nodes] of this.files) {
      if (path.basename(file).startsWith('_')) continue;
      const data = { ...root, Template: { Name: file, BasePath: this.basePath } };
      out.set(file, this.exec(nodes, data, { vars: new Map([['$', data]]) }));
    }
    return out;
  }

  private exec(nodes: Node[], dot: Value, scope: Scope): string {
    let out = '';
    for (const node of nodes) {
      try {
        out += this.execNode(node, dot, scope);
      } catch (err) {
        const e = err as Error;
        if ('line' in node && !e.message.startsWith('line ')) e.message = `line ${node.line}: ${e.message}`;
        throw e;
      }
    }
    return out;
  }

  private execNode(node: Node, dot: Value, scope: Scope): string {
    switch (node.t) {
      case 'text':
        return node.text;
      case 'out': {
        const value = this.pipe(node.pipe, dot, scope);
        return node.pipe.decl ? '' : printable(value);
      }
      case 'if':
      case 'with': {
        for (const branch of node.branches) {
          const inner: Scope = { vars: new Map(), parent: scope };
          if (!branch.pipe) return this.exec(branch.body, dot, inner);
          const value = this.pipe(branch.pipe, dot, inner);
          if (truthy(value)) return this.exec(branch.body, node.t === 'with' ? value : dot, inner);
        }
        return '';
      }
      case 'range': {
        const { decl, commands } = node.pipe;
        const collection = this.pipe({ commands }, dot, scope);
        const entries: Array<[Value, Value]> = Array.isArray(collection)
          ? collection.map((v, i) => [i, v])
          : collection && typeof collection === 'object'
            ? Object.keys(collection)
                .sort()
                .map((k) => [k, (collection as Record<string, Value>)[k]])
            : [];
        if (entries.length === 0) return this.exec(node.elseBody, dot, scope);
        let out = '';
        for (const [key, value] of entries) {
          const inner: Scope = { vars: new Map(), parent: scope };
          if (decl?.names.length === 1) inner.vars.set(decl.names[0]!, value);
          if (decl?.names.length === 2) {
            inner.vars.set(decl.names[0]!, key);
            inner.vars.set(decl.names[1]!, value);
          }
          out += this.exec(node.body, value, inner);
        }
        return out;
      }
      case 'template':
        return this.include(node.name, node.pipe ? this.pipe(node.pipe, dot, scope) : undefined);
    }
  }

  private include(name: string, data: Value): string {
    const nodes = this.defines.get(name) ?? this.files.get(name);
    if (!nodes) throw new Error(`no template "${name}"`);
    return this.exec(nodes, data, { vars: new Map([['$', data]]) });
  }

  private pipe(pipeline: Pipeline, dot: Value, scope: Scope): Value {
    let value: Value = undefined;
    pipeline.commands.forEach((command, i) => {
      value = this.command(command, dot, scope, i === 0 ? [] : [value]);
    });
    if (pipeline.decl) {
      const [name] = pipeline.decl.names;
      if (pipeline.decl.assign) assignVar(scope, name!, value);
      else scope.vars.set(name!, value);
    }
    return value;
  }

  private operand(op: Operand, dot: Value, scope: Scope): Value {
    switch (op.t) {
      case 'lit':
        return op.value;
      case 'dot':
        return op.fields.reduce(field, dot);
      case 'var':
        return op.fields.reduce(field, lookupVar(scope, op.name));
      case 'sub':
        return this.pipe(op.pipe, dot, scope);
      case 'ident':
        return this.call(op.name, [], dot);
    }
  }

  private command(command: Command, dot: Value, scope: Scope, piped: Value[]): Value {
    const [head, ...rest] = command;
    if (head!.t === 'ident' && (head!.name === 'and' || head!.name === 'or') && piped.length === 0) {
      // Go 1.18+: `and` / `or` stop at the first operand that decides, so `and .a .a.b` is safe when .a is nil.
      let last: Value = undefined;
      for (const op of rest) {
        last = this.operand(op, dot, scope);
        if (head!.name === 'and' ? !truthy(last) : truthy(last)) return last;
      }
      return last;
    }
    if (head!.t === 'ident') {
      const args = [...rest.map((op) => this.operand(op, dot, scope)), ...piped];
      return this.call(head!.name, args, dot);
    }
    if (rest.length > 0 || piped.length > 0) throw new Error('only a function takes arguments');
    return this.operand(head!, dot, scope);
  }

  private call(name: string, args: Value[], _dot: Value): Value {
    const s = (i: number) => printable(args[i]);
    switch (name) {
      case 'include':
        return this.include(s(0), args[1]);
      case 'required':
        if (!truthy(args[1]) && args[1] !== false && args[1] !== 0) throw new Error(`required: ${s(0)}`);
        return args[1];
      case 'fail':
        throw new Error(`fail: ${s(0)}`);
      case 'default':
        return truthy(args[1]) ? args[1] : args[0];
      case 'quote':
        return args
          .filter((a) => a !== null && a !== undefined)
          .map((a) => goQuote(printable(a)))
          .join(' ');
      case 'squote':
        return args.map((a) => `'${printable(a)}'`).join(' ');
      case 'toYaml':
        return toYaml(args[0]);
      case 'indent':
        return ' '.repeat(Number(args[0])) + s(1).replace(/\n/g, `\n${' '.repeat(Number(args[0]))}`);
      case 'nindent':
        return `\n${' '.repeat(Number(args[0]))}${s(1).replace(/\n/g, `\n${' '.repeat(Number(args[0]))}`)}`;
      case 'printf':
        return sprintf(s(0), args.slice(1));
      case 'print':
        return args.map(printable).join('');
      case 'trunc':
        return s(1).slice(0, Number(args[0]));
      case 'trimSuffix':
        return s(1).endsWith(s(0)) ? s(1).slice(0, s(1).length - s(0).length) : s(1);
      case 'replace':
        return s(2).split(s(0)).join(s(1));
      case 'lower':
        return s(0).toLowerCase();
      case 'upper':
        return s(0).toUpperCase();
      case 'contains':
        return s(1).includes(s(0));
      case 'sha256sum':
        return createHash('sha256').update(s(0)).digest('hex');
      case 'b64enc':
        return Buffer.from(s(0)).toString('base64');
      case 'toString':
        return printable(args[0]);
      case 'int':
        return Math.trunc(Number(args[0] ?? 0));
      case 'dict': {
        const out: Record<string, Value> = {};
        for (let i = 0; i < args.length; i += 2) out[s(i)] = args[i + 1];
        return out;
      }
      case 'list':
        return [...args];
      case 'set':
        (args[0] as Record<string, Value>)[s(1)] = args[2];
        return args[0];
      case 'hasKey':
        return Object.prototype.hasOwnProperty.call(args[0] ?? {}, s(1));
      case 'empty':
        return !truthy(args[0]);
      case 'len':
        return Array.isArray(args[0]) ? args[0].length : typeof args[0] === 'string' ? args[0].length : Object.keys(args[0] ?? {}).length;
      case 'join':
        return ((args[1] as Value[]) ?? []).map(printable).join(s(0));
      case 'eq':
        return args.slice(1).some((a) => a === args[0]);
      case 'ne':
        return args[0] !== args[1];
      case 'lt':
        return Number(args[0]) < Number(args[1]);
      case 'gt':
        return Number(args[0]) > Number(args[1]);
      case 'le':
        return Number(args[0]) <= Number(args[1]);
      case 'ge':
        return Number(args[0]) >= Number(args[1]);
      case 'and':
        return args.find((a) => !truthy(a)) ?? args[args.length - 1];
      case 'or':
        return args.find((a) => truthy(a)) ?? args[args.length - 1];
      case 'not':
        return !truthy(args[0]);
      default:
        throw new Error(`function "${name}" is outside the chart's template subset`);
    }
  }
}

/** Deep merge of values files as Helm does: maps merge, everything else (lists included) replaces; null deletes. */
export function mergeValues(base: Record<string, Value>, over: Record<string, Value>): Record<string, Value> {
  const out: Record<string, Value> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    if (value === null) delete out[key];
    else if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)) {
      out[key] = mergeValues(current as Record<string, Value>, value as Record<string, Value>);
    } else out[key] = value;
  }
  return out;
}

export interface RenderedDocument {
  source: string;
  doc: Record<string, unknown> & { apiVersion: string; kind: string; metadata: { name: string; annotations?: Record<string, string> } };
}

/** `helm template <release> <chartDir> -f overrides`: every rendered Kubernetes document, parsed. */
export function renderChart(chartDir: string, opts: { releaseName?: string; namespace?: string; values?: Record<string, Value> } = {}): RenderedDocument[] {
  const chart = YAML.parse(fs.readFileSync(path.join(chartDir, 'Chart.yaml'), 'utf8')) as Record<string, Value>;
  const defaults = YAML.parse(fs.readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) as Record<string, Value>;
  const values = mergeValues(defaults, opts.values ?? {});
  const chartName = String(chart.name);
  const root = {
    Values: values,
    Release: { Name: opts.releaseName ?? 'clinic', Namespace: opts.namespace ?? 'default', Service: 'Helm', IsInstall: true, IsUpgrade: false, Revision: 1 },
    Chart: { Name: chartName, Version: chart.version, AppVersion: chart.appVersion },
    Capabilities: {},
  };
  const renderer = new ChartRenderer(path.join(chartDir, 'templates'), `${chartName}/templates`);
  const docs: RenderedDocument[] = [];
  for (const [file, text] of renderer.renderAll(root)) {
    for (const parsed of YAML.parseAllDocuments(text)) {
      if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]!.message}\n${text}`);
      const doc = parsed.toJS() as RenderedDocument['doc'] | null;
      if (doc) docs.push({ source: file, doc });
    }
  }
  return docs;
}
