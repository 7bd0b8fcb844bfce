import type { MailTexts } from './mail-texts';

export const ar: MailTexts = {
  htmlLang: 'ar',
  dir: 'rtl',
  greeting: (name) => `مرحبًا ${name}،`,
  signature: 'فريق المتجر',
  reset: {
    subject: 'إعادة تعيين كلمة المرور',
    intro: 'لقد طلبت رابطًا لإعادة تعيين كلمة المرور الخاصة بك.',
    action: 'اختر كلمة مرور جديدة',
    expiry: (minutes) => `الرابط صالح لمرة واحدة ولمدة ${minutes} دقيقة.`,
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
  },
  changed: {
    subject: 'تم تغيير كلمة المرور',
    intro: 'تم تغيير كلمة المرور الخاصة بك للتو. تم تسجيل الخروج من جميع الأجهزة.',
    notYou: 'لست أنت؟ أعد تعيين كلمة المرور الآن:',
    action: 'إعادة تعيين كلمة المرور',
  },
  verify: {
    subject: 'أكّد بريدك الإلكتروني',
    intro: 'مرحبًا بك في المتجر! يُرجى تأكيد بريدك الإلكتروني.',
    action: 'تأكيد البريد الإلكتروني',
    expiry: (hours) => `الرابط صالح لمدة ${hours} ساعة.`,
    ignore: 'إذا لم تقم بالتسجيل، فتجاهل هذه الرسالة.',
  },
  order: {
    subject: (number) => `طلبك ${number}`,
    intro: (number) => `شكرًا لطلبك ${number}. هذا ما طلبته:`,
    item: 'المنتج',
    quantity: 'الكمية',
    price: 'السعر',
    shipping: 'الشحن',
    discount: 'الخصم',
    wallet: 'من المحفظة',
    total: 'الإجمالي',
    action: 'عرض الطلب',
  },
  application: {
    approvedSubject: 'متجرك مفتوح الآن',
    approved: (store) => `تمت الموافقة على طلبك لمتجر "${store}". مركز البائع جاهز لك.`,
    approvedAction: 'افتح مركز البائع',
    rejectedSubject: 'طلبك لتصبح بائعًا',
    rejected: (store) => `لم نتمكن من الموافقة على طلبك لمتجر "${store}". السبب:`,
    rejectedAction: 'عرض طلبك',
  },
};
