/**
 * The FAQ (§faq.tabs: three tabs, 5, 6 and 5 questions; §faq.topics; §faq.facts: custom orders take 4 to 8
 * weeks, no repair service, an annual inspection, payment by card, bank transfer and sometimes instalments).
 */
export type Question = { id: string; question: string; answer: string };
export type FaqTab = { id: string; title: string; questions: readonly Question[] };

export const faqTabs: readonly FaqTab[] = [
  {
    id: 'discover',
    title: 'Discover Your Sparkle',
    questions: [
      {
        id: 'choosing',
        question: 'How do I choose the right gemstone?',
        answer:
          'Start with colour: it matters more than anything else in a coloured stone. Then think about how the piece will be worn — a ring meets more knocks than earrings, so a harder stone such as sapphire or ruby suits it best. Our gemologist is glad to show you stones side by side, in person or on a video call.',
      },
      {
        id: 'quality',
        question: 'How is the quality of a coloured gemstone judged?',
        answer:
          'By its colour (hue, tone and saturation), clarity, cut and carat weight, and by its origin and any treatment. A vivid, evenly coloured stone with a lively cut is worth more than a larger but dull one. Every stone we sell is described with these facts on its page.',
      },
      {
        id: 'natural',
        question: 'What is the difference between natural, synthetic and imitation stones?',
        answer:
          'A natural stone formed in the earth. A synthetic (lab-grown) stone has the same chemistry and structure but was grown in a laboratory. An imitation only looks like the stone — glass or another material. We sell natural stones only, and say so on every certificate.',
      },
      {
        id: 'certificates',
        question: 'Do your gemstones come with certificates?',
        answer:
          'Yes. Our significant stones come with a report from an independent gemological laboratory, which you can view on the product page. For other stones we issue our own written description, and we can send any stone for an independent report on request.',
      },
      {
        id: 'cuts',
        question: 'Which cut should I choose?',
        answer:
          'Ovals and cushions show a coloured stone’s colour generously and look larger for their weight; rounds sparkle most; emerald cuts show the stone’s clarity and suit emeralds well. The best cut is the one that makes your stone look its best, and we will help you compare.',
      },
    ],
  },
  {
    id: 'crafting',
    title: 'Crafting a Dream',
    questions: [
      {
        id: 'process',
        question: 'How does a custom order work?',
        answer:
          'Tell us what you have in mind through the custom order form or at an appointment. We source stones for you to choose from, draw the design, and make the piece once you have approved both. You see the finished piece before it is sent or collected.',
      },
      {
        id: 'lead-time',
        question: 'How long does a custom piece take?',
        answer:
          'Most custom orders take four to eight weeks from your approval of the design, depending on the stone and the setting. If you have a date in mind, tell us at the start and we will say honestly whether it can be met.',
      },
      {
        id: 'changes',
        question: 'Can I make changes once my order has started?',
        answer:
          'Small changes are welcome until the design is approved. Once the piece is being made, changes may add time and cost; we will always tell you both before going ahead.',
      },
      {
        id: 'own-stone',
        question: 'Can you set a stone I already own?',
        answer:
          'Yes. Bring us the stone, whether it is a family piece or one you bought elsewhere. We inspect it first and tell you whether it can be set safely, and in which kinds of setting.',
      },
      {
        id: 'ring-size',
        question: 'How do I find my ring size?',
        answer:
          'The surest way is to be measured at an appointment, or by a jeweller near you. Measure at the end of the day, when fingers are at their largest, and allow a little more for a wide band.',
      },
      {
        id: 'payment',
        question: 'How can I pay?',
        answer:
          'By credit or debit card, or by bank transfer. For larger custom orders we can sometimes arrange payment in instalments; ask us when you place the order.',
      },
    ],
  },
  {
    id: 'caring',
    title: 'Wearing and Caring',
    questions: [
      {
        id: 'care',
        question: 'How should I care for my jewellery?',
        answer:
          'Put your jewellery on last and take it off first: perfume, lotions and household chemicals dull stones and metal. Clean it with warm soapy water and a soft brush, then rinse and dry it with a soft cloth. Emeralds need extra care: avoid ultrasonic cleaners and heat.',
      },
      {
        id: 'storage',
        question: 'How should I store my pieces?',
        answer:
          'Keep each piece in its own soft pouch or compartment, so that harder stones do not scratch softer ones and chains do not tangle. Store them away from sunlight and humidity.',
      },
      {
        id: 'inspection',
        question: 'How often should my jewellery be checked?',
        answer:
          'We recommend an inspection once a year. Prongs and settings wear with daily life, and a loose stone caught early is a stone not lost. Book an appointment and we will check the pieces you bought from us at no charge.',
      },
      {
        id: 'repair',
        question: 'Do you repair jewellery?',
        answer:
          'We do not offer a repair service. At your annual inspection we will tell you if a piece needs attention and recommend a trusted workshop.',
      },
      {
        id: 'everyday',
        question: 'Can I wear my gemstone jewellery every day?',
        answer:
          'Sapphires and rubies are hard enough for everyday wear. Emeralds and softer stones are better kept for occasions, or set in protective settings. Take rings off for sport, gardening and heavy work.',
      },
    ],
  },
];
