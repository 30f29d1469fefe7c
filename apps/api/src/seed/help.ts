type Text = { en: string; ty: string };

export interface HelpSectionSeed {
  id: string;
  title: Text;
  items: { id: string; title: Text; content: Text }[];
}

/** Help centre content (EN and TY); `term` is the section the /help#term link opens. */
export function helpSections(brandName: string, legalAge: number): HelpSectionSeed[] {
  return [
    {
      id: 'term',
      title: { en: 'Terms and conditions', ty: 'Mga tuntunin at kundisyon' },
      items: [
        {
          id: 'general',
          title: { en: 'General terms', ty: 'Pangkalahatang tuntunin' },
          content: {
            en: `<p>By opening an account with ${brandName} you confirm that you are over ${legalAge} years old and that online gaming is legal where you live.</p>`,
            ty: `<p>Sa pagbukas ng account sa ${brandName}, kinukumpirma mong ikaw ay higit ${legalAge} taong gulang at legal ang online gaming sa iyong lugar.</p>`,
          },
        },
        {
          id: 'responsible',
          title: { en: 'Responsible gaming', ty: 'Responsableng paglalaro' },
          content: {
            en: '<p>Set limits, take breaks and never chase losses. Contact customer service to close your account for a while.</p>',
            ty: '<p>Magtakda ng limitasyon, magpahinga, at huwag habulin ang talo. Makipag-ugnayan sa customer service para pansamantalang isara ang account.</p>',
          },
        },
      ],
    },
    {
      id: 'privacy',
      title: { en: 'Privacy policy', ty: 'Patakaran sa privacy' },
      items: [
        {
          id: 'data',
          title: { en: 'Your data', ty: 'Ang iyong datos' },
          content: {
            en: '<p>We keep the data needed to run your account and meet legal duties, and never sell it.</p>',
            ty: '<p>Iniingatan namin ang datos na kailangan para sa iyong account at sa batas, at hindi namin ito ibinebenta.</p>',
          },
        },
      ],
    },
    {
      id: 'deposit',
      title: { en: 'Deposits', ty: 'Mga deposito' },
      items: [
        {
          id: 'how',
          title: { en: 'How to deposit', ty: 'Paano mag-deposito' },
          content: {
            en: '<p>Open Deposit from the header, choose a channel and an amount, then follow the payment steps.</p>',
            ty: '<p>Buksan ang Deposito sa header, pumili ng channel at halaga, at sundin ang mga hakbang sa pagbabayad.</p>',
          },
        },
      ],
    },
    {
      id: 'withdraw',
      title: { en: 'Withdrawals', ty: 'Mga withdrawal' },
      items: [
        {
          id: 'how',
          title: { en: 'How to withdraw', ty: 'Paano mag-withdraw' },
          content: {
            en: '<p>Bind a bank account, set a withdrawal password, then request the amount. Confirm receipt when it arrives.</p>',
            ty: '<p>Mag-bind ng bank account, magtakda ng withdrawal password, at humiling ng halaga. Kumpirmahin kapag natanggap na.</p>',
          },
        },
      ],
    },
    {
      id: 'faq',
      title: { en: 'Frequently asked questions', ty: 'Mga madalas itanong' },
      items: [
        {
          id: 'password',
          title: { en: 'I forgot my password', ty: 'Nakalimutan ko ang password' },
          content: {
            en: '<p>Use “Forgot password” in the login window: by email or by mobile, depending on the site.</p>',
            ty: '<p>Gamitin ang “Nakalimutan ang password” sa login: sa email o mobile, depende sa site.</p>',
          },
        },
        {
          id: 'trial',
          title: { en: 'What is free play?', ty: 'Ano ang free play?' },
          content: {
            en: '<p>Free play lets visitors try games with demo credit. Demo credit is not money and cannot be withdrawn.</p>',
            ty: '<p>Sa free play, masusubukan ng bisita ang mga laro gamit ang demo credit. Hindi ito pera at hindi ma-withdraw.</p>',
          },
        },
      ],
    },
  ];
}
