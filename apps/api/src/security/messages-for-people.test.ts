import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@launchpad/shared';
import { fieldLabel } from '@launchpad/shared';

/*
 * Issue 23. Every message the shared rules (packages/shared) give is shown to people as it is (toasts,
 * alerts, inline under a field): it starts with a capital letter and never with a program's field name
 * ("url: …", "pageSize must …"). The api sends the field's path beside the message (`fields`), not in it.
 */

/** The shared package's sources: its contracts and domain rules. */
const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../packages/shared/src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|fixtures|arbitraries/.test(entry.name) ? [file] : [];
  });

/** Checks whose message is their last argument (`.min(1, '…')`), or their only one (`z.email('…')`). */
const CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'gte', 'lte', 'gt', 'lt', 'multipleOf', 'includes']);
const ONLY_ARGUMENT = new Set(['email', 'url', 'httpUrl', 'uuid', 'int', 'positive', 'nonnegative', 'nonempty']);
const MESSAGE_KEYS = new Set(['message', 'error']);

type TMessage = { where: string; text: string };

/** The message texts written in a file: `message:`/`error:` values and the text arguments of checks. */
function messagesIn(file: string): TMessage[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: TMessage[] = [];
  const isText = (node: ts.Node) =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
  const underMessageKey = (node: ts.Node): boolean => {
    for (let up: ts.Node | undefined = node.parent; up && !ts.isCallExpression(up); up = up.parent) {
      if (ts.isPropertyAssignment(up)) return MESSAGE_KEYS.has(up.name.getText(source));
      if (!ts.isConditionalExpression(up) && !ts.isArrowFunction(up) && !ts.isParenthesizedExpression(up)) return false;
    }
    return false;
  };
  const isCheckArgument = (node: ts.Node): boolean => {
    const call = node.parent;
    if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return false;
    const name = call.expression.name.text;
    const index = call.arguments.indexOf(node as ts.Expression);
    return (CHECKS.has(name) && index >= 1) || (ONLY_ARGUMENT.has(name) && index === 0);
  };
  const visit = (node: ts.Node) => {
    if (isText(node) && (underMessageKey(node) || isCheckArgument(node))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ where: `${path.relative(SRC, file)}:${line}`, text: node.getText(source).slice(1, -1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What a message may start with when it starts with a value: a label made for people, or quoted input. */
const READABLE_START = /^\$\{(fieldLabel\([^}]*\)|shown|country\.name)\}/;
/** DNS issues start with the record's label, "Record 2 (A www)". */
const RECORD_LABEL_START = /^\$\{(label|labelOf\(index\))\}: /;

function problemWith({ where, text }: TMessage): string | null {
  if (text.startsWith('${')) {
    const readable = READABLE_START.test(text) || (where.startsWith('domain/dns.ts') && RECORD_LABEL_START.test(text));
    if (!readable) return 'starts with a value that is not a label for people';
    const rest = text.replace(/^\$\{[^}]*\}: /, '');
    if (/^[a-z]/.test(rest)) return 'the text after the label starts in lower case';
    return null;
  }
  if (/^[a-z]/.test(text)) return 'starts in lower case';
  if (/^[\w.]+: /.test(text)) return 'starts with a field-name prefix';
  if (/^[A-Za-z]*[a-z][A-Z]\w*\b/.test(text)) return 'starts with a field name written as in code';
  return null;
}

describe("the shared rules' messages, as people read them", () => {
  const messages = sourceFiles(SRC).flatMap(messagesIn);

  it('finds the messages of the contracts and the domain rules', () => {
    // A guard against the scan silently finding nothing (the rules have a few hundred messages).
    expect(messages.length).toBeGreaterThan(300);
    expect(messages.map((message) => message.text)).toContain('Email must be a valid email address');
  });

  it('start with a capital letter, never with a field name or a "field: " prefix', () => {
    const problems = messages.flatMap((message) => {
      const problem = problemWith(message);
      return problem ? [`${message.where} ${problem}: ${message.text}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('the check itself notices the old kind of message', () => {
    expect(problemWith({ where: 'x.ts:1', text: 'url: That is not a web address' })).not.toBeNull();
    expect(problemWith({ where: 'x.ts:1', text: 'each link must be an http(s) address' })).not.toBeNull();
    expect(problemWith({ where: 'x.ts:1', text: 'pageSize must be 1 or more' })).not.toBeNull();
    expect(problemWith({ where: 'x.ts:1', text: 'PageSize must be 1 or more' })).not.toBeNull();
    expect(problemWith({ where: 'x.ts:1', text: '${label} is required' })).not.toBeNull();
    expect(problemWith({ where: 'x.ts:1', text: 'Page size must be 1 or more' })).toBeNull();
  });

  it('every request schema refuses empty input with messages that start with a capital letter', () => {
    const schemas = Object.entries(shared as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] =>
        /^Z\w+(Request|Input|Body|Query)$/.test(entry[0]) && entry[1] instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(20);
    const lowerCase = schemas.flatMap(([name, schema]) =>
      [undefined, {}, '', { id: '' }].flatMap((input) => {
        const result = schema.safeParse(input);
        const texts = result.success ? [] : result.error.issues.map((issue) => issue.message);
        return texts.filter((text) => !/^[A-Z"£0-9]/.test(text)).map((text) => `${name}: ${text}`);
      }),
    );
    expect(lowerCase).toEqual([]);
  });

  it('names fields in words', () => {
    expect(fieldLabel('pageSize')).toBe('Page size');
    expect(fieldLabel('planId')).toBe('Plan ID');
    expect(fieldLabel('amountPence')).toBe('Amount');
    expect(fieldLabel('links.0.url')).toBe('Links web address');
    expect(fieldLabel('Start-up costs')).toBe('Start-up costs');
    expect(fieldLabel('SEO keywords')).toBe('SEO keywords');
  });
});
