import { describe, expect, it } from 'vitest';
import type { Module } from '../api/types';
import { ALL_COURSES, filterModules } from './filter-modules';

const mod = (id: string, title: string, description: string | null, category_id = 'c1'): Module => ({
  id,
  category_id,
  title,
  description,
  content_type: 'slides',
  status: 'published',
  content_text: null,
  content_url: null,
  duration_minutes: 30,
  points: 10,
  is_required: false,
  sort_order: 0,
  pass_threshold: 70,
  education_categories: { name: 'Course' },
});

describe('filterModules', () => {
  const modules = [mod('a', 'Wallet Basics', 'Keys and seeds'), mod('b', 'Mining', null, 'c2')];
  const ids = (search: string, course = ALL_COURSES) =>
    filterModules(modules, search, course).map((m) => m.id);

  it('matches title or description, case-insensitive', () => {
    expect(ids('WALLET')).toEqual(['a']);
    expect(ids('seeds')).toEqual(['a']);
    expect(ids('  ')).toEqual(['a', 'b']);
    expect(ids('nothing')).toEqual([]);
  });

  it('narrows to one course', () => {
    expect(ids('', 'c2')).toEqual(['b']);
    expect(ids('wallet', 'c2')).toEqual([]);
  });
});
