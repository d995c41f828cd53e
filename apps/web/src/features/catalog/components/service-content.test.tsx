import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ServiceContentSections } from './service-content';

const content = {
  included: ['Gas top-up', 'Leak test'],
  excluded: ['Compressor parts'],
  faqs: [{ question: 'How long does it take?', answer: 'About an hour.' }],
};

describe('ServiceContentSections', () => {
  it("lists what's included and not, and the FAQs as disclosures", () => {
    renderWithApp(<ServiceContentSections content={content} />);
    expect(screen.getByRole('region', { name: "What's included" })).toHaveTextContent(/Gas top-up.*Leak test/);
    expect(screen.getByRole('region', { name: 'Not included' })).toHaveTextContent('Compressor parts');
    expect(screen.getByText('How long does it take?').tagName).toBe('SUMMARY');
  });

  it('names the sections in Arabic and leaves out empty ones', () => {
    renderWithApp(<ServiceContentSections content={{ ...content, excluded: [], faqs: [] }} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'ما تشمله الخدمة' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ما لا تشمله الخدمة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'الأسئلة الشائعة' })).not.toBeInTheDocument();
  });
});
