import type { AppliesTo, ReadingSection, SeedReadingText } from '../types'

// Canned texts that readings are composed from. Every text is written by hand; the helpers
// below only attach the section and the `appliesTo` selector to each literal.
//
// Daily sections (overview, love, career, health, challenge, solution, advice, affirmation)
// have at least 14 general texts each, so a reader doesn't meet the same one twice in a
// fortnight. `challenge` and `solution` are written in the same order: challenge[i] pairs
// with solution[i].

const G: AppliesTo = { kind: 'general' }
const sign = (value: string): AppliesTo => ({ kind: 'sign', value })
const num = (value: '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '11' | '22' | '33'): AppliesTo => ({
  kind: 'number',
  value,
})
const band = (value: 'low' | 'medium' | 'high'): AppliesTo => ({ kind: 'band', value })
const koota = (
  value: 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi',
): AppliesTo => ({ kind: 'koota', value })

const t = (section: ReadingSection, appliesTo: AppliesTo, text: string): SeedReadingText => ({
  section,
  appliesTo,
  text,
})

// ------------------------------------------------------------------------------------ overview
const overview: SeedReadingText[] = [
  t('overview', G, "Today moves at a steadier pace than you might expect, which gives you room to finish something properly instead of rushing it. Choose one task that matters and give it your full attention before lunch."),
  t('overview', G, "The Moon highlights your inner life today, so small moods may feel larger than usual. Name what you're feeling before you act on it, and the day becomes much easier to steer."),
  t('overview', G, "Your energy builds through the day and peaks in the late afternoon. Save your most demanding conversation or task for then, and use the morning to prepare."),
  t('overview', G, "A day for reconnecting: someone you haven't spoken to in a while may be on your mind for a reason. A short message costs you little and could brighten both your days."),
  t('overview', G, "Practical matters want your attention today — bills, forms, the small repairs you've been postponing. Clearing even two of them will leave you feeling surprisingly light by evening."),
  t('overview', G, "Your curiosity is your best guide today. Ask the question you've been holding back, read something outside your usual interests, and let one new idea change your plans a little."),
  t('overview', G, "Today rewards patience over speed. If something doesn't move the way you hoped, wait a day before pushing again; the answer may arrive on its own."),
  t('overview', G, "There's a generous, sociable quality to the day. Say yes to a small invitation or offer help where you see it's needed — warmth you give today tends to come back to you."),
  t('overview', G, "A good day to simplify. Look at your to-do list and remove one thing that no longer needs doing; the space you create matters more than the task you skip."),
  t('overview', G, "You may feel pulled between duty and something you'd rather be doing. Honour the commitment first, then give yourself an hour that is entirely your own."),
  t('overview', G, "Your words carry extra weight today, so choose them with care. A kind, clear sentence will open doors that a clever one would not."),
  t('overview', G, "Today favours quiet progress behind the scenes. You don't need an audience for the work that matters; steady effort now will be noticed later."),
  t('overview', G, "Change is in the air, but it doesn't ask you to overhaul everything at once. Adjust one habit, one route or one routine, and notice how the day responds."),
  t('overview', G, "Your intuition is well tuned today. If a choice feels right in your gut as well as on paper, trust it — and if it doesn't, give yourself permission to wait."),
  t('overview', G, "Restful energy surrounds the day, making it a better time to recharge than to launch something new. An early night will set you up well for the busier days ahead."),
  t('overview', sign('Aries'), "Your Aries fire wants to charge ahead today, and that boldness is an asset when it's pointed in the right direction. Pick one goal, act on it early, and leave room for others to catch up."),
  t('overview', sign('Taurus'), "Taurus steadiness is your superpower today. Build on what already works — a familiar routine, a trusted friend, a project you know well — and treat yourself to one simple pleasure this evening."),
  t('overview', sign('Gemini'), "Your Gemini mind is buzzing with ideas today. Write them down as they come, then choose just one to develop; the others will keep for another day."),
  t('overview', sign('Cancer'), "Home and the people closest to you are your anchor today, Cancer. A small act of care — cooking, calling, simply listening — will nourish you as much as it nourishes them."),
  t('overview', sign('Leo'), "Your Leo warmth lights up any room today. Use it to lift someone who's been quieter lately; sharing the spotlight only makes yours brighter."),
  t('overview', sign('Virgo'), "Your Virgo eye for detail will catch what others miss today. Offer your observations kindly, and remember that done well is better than perfect."),
  t('overview', sign('Libra'), "Balance is your theme today, Libra. If one area of life has been taking more than its share, gently rebalance — a boundary set with grace is still a boundary."),
  t('overview', sign('Scorpio'), "Scorpio depth serves you well today: you'll see beneath the surface of a situation others take at face value. Keep your insight to yourself until the timing is right, then share it with care."),
  t('overview', sign('Sagittarius'), "Your Sagittarius spirit is itching for something new. Even a small adventure — a different route, an unfamiliar dish, a conversation with someone new — will feed your optimism."),
  t('overview', sign('Capricorn'), "Capricorn discipline carries you far today. Tackle the task you've been circling, and let yourself feel proud when it's done — rest is part of the plan too."),
  t('overview', sign('Aquarius'), "Your Aquarius originality is in demand today. Offer the unconventional idea; the right people will recognise its value, even if it takes them a moment."),
  t('overview', sign('Pisces'), "Your Pisces sensitivity is a gift today, letting you feel what others need before they say it. Protect your energy with a few quiet minutes alone, and let creativity fill the rest of the day."),
]

// ---------------------------------------------------------------------------------------- love
const love: SeedReadingText[] = [
  t('love', G, "Small gestures speak loudest in love today. A thoughtful message in the middle of the day will mean more than any grand plan."),
  t('love', G, "If you're in a relationship, make time for a conversation that isn't about logistics. Ask your partner something you've never asked before, and really listen to the answer."),
  t('love', G, "Single? Today favours meeting people through shared interests rather than chance. Say yes to the class, the club or the gathering where you'll talk about something you love."),
  t('love', G, "An old misunderstanding may resurface in love today. Approach it with curiosity rather than defence, and you may find you both wanted the same thing all along."),
  t('love', G, "Affection flows easily today, so let it. Compliment sincerely, hold hands a little longer, and tell the people you love why you love them."),
  t('love', G, "You may crave more space than usual in your relationships today. Ask for it kindly and clearly; needing time to yourself is not the same as pulling away."),
  t('love', G, "Venus favours warmth and beauty today. Plan something simple and lovely — a walk at sunset, flowers on the table, a meal you share without phones."),
  t('love', G, "Your heart is wiser than your worries today. If you've been overthinking a message or a glance, let it be what it is and respond from a calm place."),
  t('love', G, "In love, consistency matters more than intensity right now. Showing up reliably, in small ways, is what builds the trust you're hoping for."),
  t('love', G, "Today is good for repairing rather than proving. If you were short with someone you love, a simple, genuine apology will clear the air quickly."),
  t('love', G, "Someone may be more interested in you than they're letting on. Be approachable, keep the conversation light, and let things unfold at their own pace."),
  t('love', G, "Family and romance overlap today: a partner may want to feel included in your wider circle, or you in theirs. Bringing people together gently will strengthen every bond involved."),
  t('love', G, "Take care of your own heart today — rest, a good friend, something that makes you laugh. You love best when you're not running on empty."),
  t('love', G, "Honest words are well received today. If there's something you've wanted to say about what you need in love, say it simply and without blame."),
]

// -------------------------------------------------------------------------------------- career
const career: SeedReadingText[] = [
  t('career', G, "Focus on the one task that would make tomorrow easier, and finish it before anything else. Momentum at work today comes from completing, not from starting."),
  t('career', G, "A colleague may need your support more than they're showing. Offering help now builds goodwill that will matter in the weeks ahead."),
  t('career', G, "Your ideas are sharper than usual today. Jot them down during the morning and bring the strongest one to a meeting or your manager while it's fresh."),
  t('career', G, "Today favours careful review over bold moves. Read the email twice, check the figures once more, and you'll avoid a small but annoying correction later."),
  t('career', G, "Visibility matters today. Share a short update on what you've achieved recently — quietly doing good work is admirable, but people need to know about it."),
  t('career', G, "If your workload feels heavy, list everything and ask which items truly need you. Delegating or renegotiating a deadline is a skill, not a failure."),
  t('career', G, "A conversation about your growth could go well today. Ask a mentor or manager what they see as your next step, and listen for the practical advice."),
  t('career', G, "Learning pays off today. Twenty minutes spent on a course, an article or a new tool will move your career further than an extra hour of busywork."),
  t('career', G, "Collaboration beats competition at work today. Pair up with someone whose strengths complement yours and you'll both produce better results."),
  t('career', G, "Guard your attention: notifications and interruptions may be heavy today. Block out one hour for deep work and protect it as you would a meeting."),
  t('career', G, "Something you started a while ago may begin to show results. Acknowledge the progress, note what worked, and carry that lesson into your next project."),
  t('career', G, "Negotiations and agreements are well supported today, as long as you prepare. Know what you need, what you can offer and where you're willing to be flexible."),
  t('career', G, "If you've been considering a change of role or direction, gather information rather than deciding today. A conversation with someone already on that path will be illuminating."),
  t('career', G, "End the working day deliberately by writing down tomorrow's three priorities before you log off. You'll rest better and start faster."),
]

// -------------------------------------------------------------------------------------- health
const health: SeedReadingText[] = [
  t('health', G, "Your body will thank you for a short walk today, ideally outdoors and in daylight. Even ten minutes can lift your mood and clear your head."),
  t('health', G, "Staying hydrated may slip your mind today. Keep a glass or bottle of water within reach and sip through the afternoon."),
  t('health', G, "Tension may gather in your shoulders and jaw today. Pause a few times to roll your shoulders, unclench, and take three slow breaths."),
  t('health', G, "A good day to go to bed a little earlier. Dim the lights and put your phone away half an hour before sleep to let your mind settle."),
  t('health', G, "Simple, nourishing meals suit you today — something warm, fresh and home-cooked if you can manage it. Eating slowly matters as much as what's on the plate."),
  t('health', G, "Your energy may dip in the mid-afternoon. Rather than reaching for another sugary snack, try stepping outside, stretching or drinking a glass of water."),
  t('health', G, "Gentle movement helps more than intense effort today — yoga, stretching or an easy walk. Listen to your body and stop before you're tired."),
  t('health', G, "Give your eyes a break today: every so often, look at something far away for twenty seconds. Small habits like this add up."),
  t('health', G, "Your emotional wellbeing deserves attention today. Talk to someone you trust about whatever has been on your mind; sharing lightens the load."),
  t('health', G, "Try a few minutes of pranayama or simple deep breathing this morning. A calm start tends to set the tone for the whole day."),
  t('health', G, "Fresh air and natural light will do you good today. Open a window, take your tea outside, or sit in a sunny spot for a while."),
  t('health', G, "You may be tempted to skip meals when you're busy today. Keep a wholesome snack — fruit, nuts or roasted chana — nearby so your energy stays steady."),
  t('health', G, "If something has been bothering you physically for a while, today is a good day to book the check-up you've been postponing. Peace of mind is part of wellbeing too."),
  t('health', G, "Make time for something that brings you joy today — music, a hobby, a laugh with a friend. Happiness isn't a luxury; it's part of staying well."),
]

// ---------------------------------------------------------------------- challenge and solution
// Written in the same order: challenge[i] pairs with solution[i].
const challenge: SeedReadingText[] = [
  t('challenge', G, "You may feel pressure to say yes to every request today, leaving little time for what matters most to you."),
  t('challenge', G, "A misunderstanding in a message or conversation could leave someone feeling hurt or confused."),
  t('challenge', G, "Restlessness may make it hard to settle into focused work today."),
  t('challenge', G, "Old doubts about your abilities may resurface, especially if someone around you seems to be moving faster."),
  t('challenge', G, "Spending on impulse could feel especially tempting today."),
  t('challenge', G, "Tension with a family member or housemate may simmer over something small."),
  t('challenge', G, "You may find it hard to switch off, with thoughts of work following you into the evening."),
  t('challenge', G, "A delay or change of plan beyond your control could throw your schedule off."),
  t('challenge', G, "Feeling unappreciated at work or at home may make you want to withdraw."),
  t('challenge', G, "Low energy could make even simple tasks feel heavy today."),
  t('challenge', G, "Indecision may keep you stuck between two good options."),
  t('challenge', G, "Someone's strong opinion could shake your confidence in your own plan."),
  t('challenge', G, "Clutter — on your desk, your phone or your calendar — may leave you feeling scattered."),
  t('challenge', G, "An unfinished conversation from the past may weigh on your mind today."),
  t('challenge', G, "Impatience with slow progress on a long-term goal may tempt you to give up on it."),
]

const solution: SeedReadingText[] = [
  t('solution', G, "Before agreeing to anything new, pause and ask whether it fits your top three priorities. A kind “not today” protects the energy you need for them."),
  t('solution', G, "Read important messages twice before sending them. If something lands badly, clarify quickly by phone or in person rather than by text."),
  t('solution', G, "Break your work into twenty-five-minute blocks with short breaks in between. Moving around between blocks uses the restlessness instead of fighting it."),
  t('solution', G, "Write down three things you've handled well this year. Comparison measures you against someone else's path; your own record is the better guide."),
  t('solution', G, "Add anything non-essential to a wishlist and revisit it in forty-eight hours. If you still want it then, buying it is a choice rather than an impulse."),
  t('solution', G, "Raise the small issue early, calmly and privately, and focus on what you'd like to happen next rather than on who was at fault."),
  t('solution', G, "Give your day a clear ending: write tomorrow's to-do list, close the laptop and do something physical, even a short walk, to mark the change."),
  t('solution', G, "Build in buffer time and keep a short list of useful tasks you can do while waiting. Flexibility turns a delay into found time."),
  t('solution', G, "Tell someone specifically what you've contributed and what support you'd value. People often don't notice effort until it's named."),
  t('solution', G, "Start with the easiest task to build momentum, eat something nourishing, and give yourself permission to do a little less today without guilt."),
  t('solution', G, "List what each option gives you and what it costs you, then choose the one you'd regret not trying. A good decision made today beats a perfect one never made."),
  t('solution', G, "Listen for anything useful in their view, then return to your own reasons. You can respect someone's opinion and still choose your own path."),
  t('solution', G, "Spend fifteen minutes clearing just one space, whether it's a drawer, your inbox or tomorrow's schedule. Order in one place tends to spread."),
  t('solution', G, "Decide whether it needs resolving with the other person or simply within yourself. Writing a letter you don't send can bring surprising clarity either way."),
  t('solution', G, "Look back at where you were three months ago and notice how far you've come. Then set one small milestone for this week to keep moving."),
]

// -------------------------------------------------------------------------------------- advice
const advice: SeedReadingText[] = [
  t('advice', G, "Begin the day with intention: before checking your phone, decide what would make today feel worthwhile."),
  t('advice', G, "Listen more than you speak today. The most useful information may come from someone you least expect."),
  t('advice', G, "Treat your time like money today — spend it deliberately on what you value, and notice where it slips away."),
  t('advice', G, "Let go of one thing you can't control, and give that energy to something you can."),
  t('advice', G, "Say thank you often today, and mean it. Gratitude changes how others respond to you and how you see your day."),
  t('advice', G, "When in doubt, choose the kinder option. It is rarely the wrong one, and often the braver one."),
  t('advice', G, "Don't wait for motivation. Start with five minutes and let momentum do the rest."),
  t('advice', G, "Keep your promises small and your follow-through big today. Reliability is quietly magnetic."),
  t('advice', G, "Make room for stillness. Even a few minutes of silence will help you hear your own thoughts."),
  t('advice', G, "Ask for help where you need it. The people who care about you usually want to be asked."),
  t('advice', G, "Be honest with yourself about what you need today, whether it's rest, company or a challenge."),
  t('advice', G, "Celebrate a small win before moving on to the next task. Noticing progress is what keeps you going."),
  t('advice', G, "Step outside your routine once today — a new route, a new song, a new question. Fresh input brings fresh ideas."),
  t('advice', G, "End the day by forgiving yourself for whatever didn't get done. Tomorrow is another chance, and you'll meet it better rested."),
]

// --------------------------------------------------------------------------------- affirmation
const affirmation: SeedReadingText[] = [
  t('affirmation', G, "I trust the timing of my life and take each step with calm confidence."),
  t('affirmation', G, "I am worthy of love, rest and good things, exactly as I am today."),
  t('affirmation', G, "I choose progress over perfection, and I honour every small step forward."),
  t('affirmation', G, "I release what I cannot control and give my energy to what I can."),
  t('affirmation', G, "I speak with kindness and listen with an open heart."),
  t('affirmation', G, "I am grounded, steady and capable of handling whatever today brings."),
  t('affirmation', G, "I welcome new opportunities and recognise them when they arrive."),
  t('affirmation', G, "I listen to my intuition, and it guides me well."),
  t('affirmation', G, "I am grateful for the people who support me, and I support them in return."),
  t('affirmation', G, "I treat my body with care and give it the rest and nourishment it needs."),
  t('affirmation', G, "I learn from my mistakes without letting them define me."),
  t('affirmation', G, "I create abundance through steady effort and wise choices."),
  t('affirmation', G, "I let go of comparison; my path is my own, and it is unfolding well."),
  t('affirmation', G, "I am at peace with who I have been and excited about who I am becoming."),
  t('affirmation', G, "I set boundaries with love and respect my own needs."),
  t('affirmation', G, "I carry light with me and share it freely wherever I go."),
  // Chosen first on a day whose band (the day's Moon and tara against the natal Moon and birth star) matches.
  t('affirmation', band('low'), "On a slow day I move gently, and gentleness is still progress."),
  t('affirmation', band('low'), "I can pause, breathe and begin again as many times as I need."),
  t('affirmation', band('medium'), "I keep a steady rhythm today, and steady effort carries me far."),
  t('affirmation', band('medium'), "I meet the ordinary moments of this day with care, and they become good ones."),
  t('affirmation', band('high'), "The day is with me: I say yes to the opportunity in front of me."),
  t('affirmation', band('high'), "My energy is bright today, and I use it on what matters most to me."),
]

// ----------------------------------------------------------------------------------- life-path
const lifePath: SeedReadingText[] = [
  t('life-path', num('1'), "With a life path of 1, you are here to lead and to begin things. Your independence is a strength; your growth comes from letting trusted people share the journey rather than carrying every load alone."),
  t('life-path', num('2'), "Your life path of 2 makes you a natural peacemaker, sensitive to what others feel and need. You do your best work in partnership, and your growth lies in giving your own voice the same care you give everyone else's."),
  t('life-path', num('3'), "Life path 3 gives you a gift for expression — words, art, humour and connection. Your path opens up when you commit your creative energy to a few projects and see them through."),
  t('life-path', num('4'), "As a life path 4, you build lasting things through patience and hard work. Your foundations are solid; allow yourself some flexibility when life asks you to redraw the plan."),
  t('life-path', num('5'), "Your life path of 5 thrives on freedom, variety and discovery. You learn by experience, and your growth lies in choosing commitments that feel like adventures rather than cages."),
  t('life-path', num('6'), "Life path 6 centres your life on care, responsibility and harmony at home and in your community. You're the person others lean on — remember that looking after yourself is part of looking after them."),
  t('life-path', num('7'), "With life path 7 you are a seeker: analytical, introspective and drawn to life's deeper questions. Time alone fuels your insight, and your growth lies in trusting others with what you discover."),
  t('life-path', num('8'), "Your life path of 8 points towards achievement, authority and practical mastery. You're built for responsibility; balance ambition with generosity and rest, and success will feel far richer."),
  t('life-path', num('9'), "Life path 9 carries compassion and a wide, humanitarian outlook. You're often drawn to serve a larger cause, and your growth lies in letting chapters end gracefully so new ones can begin."),
  t('life-path', num('11'), "Master number 11 brings heightened intuition and a rare ability to inspire others. Your sensitivity is a gift — ground it with routine and rest, and your ideas will reach the people who need them."),
  t('life-path', num('22'), "Master number 22, the master builder, combines vision with practical skill. You're capable of creating something that outlasts you, so break your big dreams into steady, achievable steps."),
  t('life-path', num('33'), "Master number 33 is the path of the teacher and healer, guided by compassion. You uplift others naturally; your growth lies in caring for yourself as devotedly as you care for them."),
  t('life-path', G, "Your chart suggests a life shaped by learning in stages, each chapter building on the skills of the last. Looking back, you'll see that even the detours taught you something you now rely on."),
  t('life-path', G, "Your path favours depth over speed. The relationships, skills and commitments you tend patiently are the ones that will define your best years."),
  t('life-path', G, "A recurring theme in your life is the balance between security and growth. You do best when you keep one foot on solid ground while the other steps into something new."),
  t('life-path', G, "You are at your strongest when your daily work connects to something you care about. Seek out roles and relationships that let your values show, and your path tends to open."),
]

// --------------------------------------------------------------------------- career-prediction
const careerPrediction: SeedReadingText[] = [
  t('career-prediction', G, "Your chart points towards growth through expertise: the more you deepen one skill, the more opportunities come looking for you. Recognition is likely to come from mastery rather than self-promotion."),
  t('career-prediction', G, "The period ahead favours collaborative work. Projects you build with others are likely to go further than solo efforts, so invest in the relationships around you."),
  t('career-prediction', G, "A shift in responsibilities looks likely, whether a new role, a bigger team or a change of direction. Prepare by noting down what you do well, so you can take it with you."),
  t('career-prediction', G, "Your career benefits from steady, visible reliability. People in senior positions are likely to notice consistency more than brilliance, so keep showing up well."),
  t('career-prediction', G, "Teaching, mentoring or advising may become a larger part of your work. Sharing what you know could open doors you haven't yet considered."),
  t('career-prediction', G, "Your chart suggests a season of learning before a season of leading. Courses, certifications or a stretch project taken on now could pay off well later."),
  t('career-prediction', G, "Creative and communication-based work is well supported for you. Where your role allows, volunteer for tasks that involve writing, presenting or designing."),
  t('career-prediction', G, "An entrepreneurial streak may grow stronger in the months ahead. Test your ideas on a small scale first — a side project or a pilot — before making large commitments."),
  t('career-prediction', G, "Work connected to travel, other cultures or international teams looks favourable. Stay open to opportunities that take you beyond your usual circle."),
  t('career-prediction', G, "Patience is your ally in your career right now. Progress may feel slow, but you are laying foundations that will carry real weight later on."),
  t('career-prediction', G, "Your analytical strengths are likely to be in demand. Roles that involve research, problem-solving or strategy suit you particularly well in the period ahead."),
  t('career-prediction', G, "A mentor or senior figure may play an important part in your next step. Stay in touch with people who have believed in you; their support could prove decisive."),
  t('career-prediction', G, "Service-oriented work — in healthcare, education, social impact or customer care — aligns well with your chart. Meaning at work will motivate you as much as money."),
  t('career-prediction', G, "Expect a period in which you're asked to organise and structure things for others. Your ability to bring order to chaos is likely to become one of your most valued skills."),
]

// --------------------------------------------------------------------------- financial-outlook
const financialOutlook: SeedReadingText[] = [
  t('financial-outlook', G, "Your finances benefit from steadiness in the period ahead. Regular saving, even in small amounts, is likely to serve you better than chasing quick gains."),
  t('financial-outlook', G, "The coming months favour reviewing and organising — subscriptions, insurance, loans and budgets. Tidying these up could free more money than you expect."),
  t('financial-outlook', G, "Income may come from more than one source, such as a side project or a new skill. Treat any extra earnings with care and set some aside before spending."),
  t('financial-outlook', G, "Expenses connected to home or family may rise for a while. Planning for them now will stop them feeling like a strain when they arrive."),
  t('financial-outlook', G, "Your chart suggests that patience with money pays. Decisions made after careful thought — and, where appropriate, professional advice — are likely to serve you well."),
  t('financial-outlook', G, "Gradual improvement is indicated rather than sudden change. Small, consistent steps such as paying down debt and building an emergency fund make the biggest difference."),
  t('financial-outlook', G, "You may feel drawn to ambitious financial plans. Keep your enthusiasm, but check the numbers and speak to a qualified adviser before committing large sums."),
  t('financial-outlook', G, "Generosity is part of your nature, and the period ahead asks you to balance giving with saving. Decide on a monthly amount you're happy to give, and stick to it."),
  t('financial-outlook', G, "Learning about money is well favoured. Time spent understanding budgeting, taxes or long-term saving is likely to repay you many times over."),
  t('financial-outlook', G, "Career growth looks set to be the main driver of your financial progress. Investing in your own skills may be the most rewarding use of your resources right now."),
  t('financial-outlook', G, "Watch for small, recurring leaks in your budget. A quick monthly review will show where your money goes and help you redirect it towards what matters."),
  t('financial-outlook', G, "Shared finances, with a partner or family, benefit from open conversation in the period ahead. Agreeing on goals together prevents misunderstandings later."),
  t('financial-outlook', G, "This is a sensible time to build a safety net. Aim to set aside enough for a few months of essential expenses, and let that cushion bring you peace of mind."),
  t('financial-outlook', G, "Opportunities connected to property or other long-term commitments may come up. Take your time, research thoroughly and seek independent advice before deciding."),
]

// --------------------------------------------------------------------------------- opportunity
const opportunity: SeedReadingText[] = [
  t('opportunity', G, "You may be offered a chance to learn a valuable new skill through a course, a workshop or a mentor — it's worth taking."),
  t('opportunity', G, "An introduction or a networking event could connect you with someone influential in your field."),
  t('opportunity', G, "A creative project may come along that lets you express ideas you've been holding back."),
  t('opportunity', G, "Work you've been doing quietly for some time is likely to earn the recognition it deserves."),
  t('opportunity', G, "A chance to lead a team or project, even on a small scale, could showcase abilities others haven't yet seen."),
  t('opportunity', G, "Travel for work or study may broaden both your perspective and your network."),
  t('opportunity', G, "A collaboration with someone whose skills complement yours could produce something neither of you would manage alone."),
  t('opportunity', G, "A hobby or personal interest may reveal real potential as a source of extra income."),
  t('opportunity', G, "Reconnecting with a former colleague or an old friend could open an unexpected door."),
  t('opportunity', G, "A chance to mentor or teach others may come your way, and it will deepen your own expertise."),
  t('opportunity', G, "A change of environment — a new office, team or city — could refresh your motivation."),
  t('opportunity', G, "Strengthening your health routines now will lift your energy for every other goal you have."),
  t('opportunity', G, "An opening to contribute to a community or cause you care about may bring both meaning and valuable connections."),
  t('opportunity', G, "A well-timed conversation about your pay, role or responsibilities could move your career forward."),
]

// ------------------------------------------------------------------------------ recommendation
const recommendation: SeedReadingText[] = [
  t('recommendation', G, "Set aside thirty minutes each week to review your goals and adjust your plans."),
  t('recommendation', G, "Keep a simple record of your wins and lessons; it will help in appraisals and in moments of doubt."),
  t('recommendation', G, "Build an emergency fund that covers at least three months of essential expenses."),
  t('recommendation', G, "Invest this year in one skill that makes your work harder to replace."),
  t('recommendation', G, "Nurture two or three professional relationships through regular, genuine contact."),
  t('recommendation', G, "Protect your sleep — it is the foundation of good decisions."),
  t('recommendation', G, "Before any big decision, sleep on it and talk it through with someone you trust."),
  t('recommendation', G, "Let go of one recurring commitment that drains you without adding value."),
  t('recommendation', G, "Spend time in nature every week to restore your perspective and calm."),
  t('recommendation', G, "Update your CV or portfolio every quarter, even when you're not looking for a change."),
  t('recommendation', G, "Practise a short daily ritual of gratitude or meditation to steady your mind."),
  t('recommendation', G, "Ask for feedback actively, and treat it as information rather than judgement."),
  t('recommendation', G, "Celebrate milestones with the people who helped you reach them."),
  t('recommendation', G, "Review your spending each month and redirect one unnecessary expense towards savings."),
]

// -------------------------------------------------------------------------------------- timing
// Paired with a dasha period, so these describe a stretch of time in general terms.
const timing: SeedReadingText[] = [
  t('timing', G, "This period favours laying foundations. Progress may be quiet, but the habits and plans you establish now will carry you a long way."),
  t('timing', G, "Expect a lively, outward-looking phase with more meetings, messages and movement than usual. Say yes to opportunities that fit your goals and let the rest pass."),
  t('timing', G, "A time of consolidation: rather than starting new ventures, strengthen what you already have. Finishing and refining will bring more satisfaction than beginning."),
  t('timing', G, "This stretch highlights relationships, as partnerships at work and at home take centre stage. Invest time in the people who matter; agreements made now can prove lasting."),
  t('timing', G, "Growth and expansion are the themes here. It's a favourable window for study, travel or bigger responsibilities, provided you keep your commitments realistic."),
  t('timing', G, "A reflective phase is indicated, well suited to reassessing your priorities. Slow down, listen to your inner voice, and let clarity emerge before making major moves."),
  t('timing', G, "This period brings change, some of it unexpected. Stay flexible and curious; what first looks like a disruption may open a better path."),
  t('timing', G, "Hard work is especially well rewarded during this time. Discipline and patience now are likely to bring recognition and stability later."),
  t('timing', G, "Creative energy runs high in this phase. Projects involving design, writing, performance or anything you make with your hands are well supported."),
  t('timing', G, "A period for healing and renewal: attend to your wellbeing, your home and any relationships that need repair. Taking care of the basics now frees you for the chapters ahead."),
  t('timing', G, "Financial and practical matters come into focus. It's a sensible time to budget, organise paperwork and plan for long-term security."),
  t('timing', G, "This phase favours learning from others. Mentors, teachers and experienced colleagues can offer guidance that shortens your path considerably."),
  t('timing', G, "Confidence and visibility grow during this period. It's a good time to present your work, apply for the role you want or step into leadership."),
  t('timing', G, "Home and family matters are likely to need more of your attention. A move, a renovation or a change in family responsibilities could be part of this chapter."),
  t('timing', G, "This is a period of completion, when projects, chapters or commitments may naturally come to an end. Closing them well clears space for the fresh start that follows."),
]

// ---------------------------------------------------------------------- compatibility-strength
const compatibilityStrength: SeedReadingText[] = [
  t('compatibility-strength', G, "You share a natural ease in each other's company, the kind that makes ordinary days feel good. That comfort is a strong foundation for everything else."),
  t('compatibility-strength', G, "Your charts suggest complementary strengths: where one of you hesitates, the other tends to step forward. Used well, this makes you a capable team."),
  t('compatibility-strength', G, "Communication flows well between you, and you're likely to enjoy long conversations that move easily from the practical to the personal."),
  t('compatibility-strength', G, "You share similar values about family and home, which makes the big decisions easier to agree on."),
  t('compatibility-strength', G, "There's a playful, affectionate quality to your connection that helps you weather stressful periods with humour."),
  t('compatibility-strength', G, "Your emotional rhythms are well matched: you tend to sense when the other needs space and when they need closeness."),
  t('compatibility-strength', G, "Mutual respect runs deep in this match. Even when you disagree, you're likely to take each other's views seriously."),
  t('compatibility-strength', G, "You inspire growth in each other. Being together tends to make each of you braver and more ambitious in healthy ways."),
  t('compatibility-strength', koota('varna'), "A good Varna score suggests you approach life's larger purpose in compatible ways. You're likely to respect each other's work and values, which makes supporting each other's goals feel natural."),
  t('compatibility-strength', koota('varna'), "With Varna in harmony, your spiritual and ethical outlooks sit comfortably together. You can grow side by side without either of you feeling you must change who you are."),
  t('compatibility-strength', koota('vashya'), "A strong Vashya score points to natural mutual attraction and easy give-and-take. Neither of you is likely to feel dominated; influence flows both ways."),
  t('compatibility-strength', koota('vashya'), "Good Vashya suggests you're willing to accommodate each other without resentment. Small compromises come easily, which keeps daily life smooth."),
  t('compatibility-strength', koota('tara'), "A favourable Tara score suggests you bring wellbeing and good fortune into each other's lives. Many couples with this match feel that life became steadier after they met."),
  t('compatibility-strength', koota('tara'), "With Tara well matched, your birth stars support each other. You're likely to encourage each other's health, luck and peace of mind."),
  t('compatibility-strength', koota('yoni'), "A high Yoni score points to deep physical comfort and natural intimacy. You're likely to feel at ease with each other's affection and instincts."),
  t('compatibility-strength', koota('yoni'), "Good Yoni compatibility suggests your natures fit well at close quarters — from daily routines to the way you show tenderness — so shared life feels natural."),
  t('compatibility-strength', koota('graha_maitri'), "A strong Graha Maitri score means the planets ruling your Moon signs are friends. You're likely to think alike, laugh at the same things and find conversation easy."),
  t('compatibility-strength', koota('graha_maitri'), "With Graha Maitri in your favour, mental companionship is a highlight of this match. You can be best friends as well as partners."),
  t('compatibility-strength', koota('gana'), "A good Gana score means your temperaments are well matched. You're likely to handle stress and conflict in compatible ways, so disagreements resolve rather than escalate."),
  t('compatibility-strength', koota('gana'), "Harmonious Gana suggests a shared emotional tempo: you want similar amounts of excitement, calm and social life, which keeps your home peaceful."),
  t('compatibility-strength', koota('bhakoot'), "A strong Bhakoot score points to emotional harmony and a shared sense of direction. Tradition links it with family welfare and prosperity built together over the years."),
  t('compatibility-strength', koota('bhakoot'), "With Bhakoot in your favour, your Moon signs sit in a supportive relationship to each other. You're likely to lift each other's spirits and build a home that feels abundant."),
  t('compatibility-strength', koota('nadi'), "A strong Nadi score is a real asset, since Nadi carries 8 of the 36 points, more than any other koota. Tradition sees it as a blessing for health and for the future of your family."),
  t('compatibility-strength', koota('nadi'), "A good Nadi score suggests your constitutions complement rather than mirror each other. Tradition regards this as one of the most important signs of a balanced, long-lasting match."),
]

// --------------------------------------------------------------------------------- growth-area
const growthArea: SeedReadingText[] = [
  t('growth-area', G, "You may express affection in different ways — one through words, the other through actions. Learning each other's language of care will help you both feel more seen."),
  t('growth-area', G, "Busy schedules could leave little time for the relationship itself. Protect one evening a week that belongs to the two of you."),
  t('growth-area', G, "Different approaches to money may cause friction. An open conversation about priorities, saving and spending will stop small tensions from growing."),
  t('growth-area', G, "One of you may process feelings quickly while the other needs time. Agree that it's fine to pause a difficult conversation and come back to it later."),
  t('growth-area', G, "Families may hold strong opinions about your life together. Decide as a couple where you'll welcome their input and where you'll make your own choices."),
  t('growth-area', G, "You may both be strong-willed, which can turn small decisions into contests. Take turns leading, and celebrate the times you meet in the middle."),
  t('growth-area', G, "Routine may dull the spark over time. Try something new together every month — a place, a dish, a hobby — to keep your curiosity about each other alive."),
  t('growth-area', G, "Stress from outside the relationship could spill into it. When tension rises, ask yourself whether it's really about the two of you or about your day, before you react."),
  t('growth-area', koota('varna'), "A low Varna score suggests you may see purpose, work or duty differently. Talk openly about what a meaningful life looks like to each of you, and look for the values you share underneath."),
  t('growth-area', koota('varna'), "With Varna less aligned, one of you may feel the other doesn't fully understand their ambitions. Take a genuine interest in each other's work and goals, and ask questions before offering opinions."),
  t('growth-area', koota('vashya'), "A low Vashya score can mean one partner feels the other tries to steer things too much. Make decisions jointly, and make sure both voices are heard on matters large and small."),
  t('growth-area', koota('vashya'), "With Vashya on the low side, attraction may need conscious nurturing. Keep courting each other — compliments, attention and small surprises matter more for you than for most couples."),
  t('growth-area', koota('tara'), "A low Tara score invites you to look after each other's wellbeing with extra care. Check in regularly about stress, rest and sleep, and support each other's good habits."),
  t('growth-area', koota('tara'), "With Tara less favourable, your energies may sometimes seem to pull in different directions. Build shared rituals — a morning walk, a weekly prayer or a family meal — that steady you both."),
  t('growth-area', koota('yoni'), "A low Yoni score suggests your instincts around affection and intimacy may differ. Honest, unhurried conversations about comfort and closeness will help you meet in the middle."),
  t('growth-area', koota('yoni'), "With Yoni less matched, everyday habits such as sleep, personal space and routines might grate at times. Agree on the small things early, with humour and flexibility."),
  t('growth-area', koota('graha_maitri'), "A low Graha Maitri score means the rulers of your Moon signs aren't natural friends, so you may think quite differently. Treat that as a resource: ask how the other sees a problem before deciding."),
  t('growth-area', koota('graha_maitri'), "With Graha Maitri low, conversations can drift into misunderstanding. Slow down, repeat back what you heard, and check you've understood before you respond."),
  t('growth-area', koota('gana'), "A low Gana score suggests different temperaments, one calmer and one more intense. Learn each other's warning signs and agree on how to cool down before a disagreement escalates."),
  t('growth-area', koota('gana'), "With Gana mismatched, you may want different amounts of social life or excitement. Balance evenings out with evenings in, and respect each other's way of recharging."),
  t('growth-area', koota('bhakoot'), "A low Bhakoot score invites you to work consciously on emotional harmony and shared goals. Sit down together regularly to agree on where you're heading, as a couple and as a family."),
  t('growth-area', koota('bhakoot'), "With Bhakoot low, tradition advises extra care with family and financial planning. Make big decisions together and transparently — and an astrologer can check whether classical exceptions apply to your charts."),
  t('growth-area', koota('nadi'), "A low Nadi score is something tradition takes seriously, as Nadi carries the most points of any koota. A detailed consultation can check the classical exceptions; meanwhile, make looking after each other's wellbeing a shared priority."),
  t('growth-area', koota('nadi'), "With Nadi less favourable, focus on balance in daily life — rest, nourishing food and a calm home. Tradition's caution here is best answered with care and attention, not fear."),
]

// ------------------------------------------------------------------------------- crush-insight
const crushInsight: SeedReadingText[] = [
  t('crush-insight', G, "Your crush seems to notice the small things about you — a comment you made, a change in your routine. Keep being genuinely yourself; it's clearly working."),
  t('crush-insight', G, "The energy between you suggests curiosity on both sides. A light, friendly conversation about a shared interest could reveal a lot."),
  t('crush-insight', G, "Today favours subtle signals over grand gestures. A warm smile or a thoughtful question will be remembered."),
  t('crush-insight', G, "Your crush may be shyer than they appear. Making it easy for them to talk to you, through a group plan or a casual message, could help things move."),
  t('crush-insight', G, "There's a playful spark in your connection. Humour is your best way in today, so share something that made you laugh."),
  t('crush-insight', G, "Your crush's stars suggest they value honesty and consistency. Doing what you say you'll do matters more than any clever line."),
  t('crush-insight', G, "Someone in your shared circle may offer a natural way to spend more time together. Say yes to group invitations."),
  t('crush-insight', G, "Your crush might be busy or distracted right now, and that has little to do with you. Give them space and keep your own days full and interesting."),
  t('crush-insight', G, "A conversation about dreams, travel or future plans could bring you closer. Ask what excites them, and share what excites you."),
  t('crush-insight', G, "The connection looks warm but still early. Let it grow at its own pace rather than trying to define it too soon."),
  t('crush-insight', G, "Your crush may be drawn to your confidence today. Spend time doing something you're good at where they can see it — naturally, not as a performance."),
  t('crush-insight', G, "Mixed signals are possible today. Rather than guessing, respond to what they actually say and do, and let clarity come with time."),
  t('crush-insight', G, "Kindness is especially attractive in your crush's eyes right now, and how you treat the people around them is being noticed."),
  t('crush-insight', G, "Your intuition about this person is worth listening to. If something feels easy and mutual, trust it; if it feels one-sided, protect your heart gently."),
  t('crush-insight', band('high'), "Your compatibility is strikingly strong, and the attraction may well be mutual. If you've been waiting for a sign, a simple, sincere invitation could go very well."),
  t('crush-insight', band('high'), "The stars are firmly on your side here. You two share a natural rhythm, so let the conversation flow and don't be afraid to show your interest."),
  t('crush-insight', band('medium'), "There's real promise in this connection, though it may need time to develop. Build friendship and trust first, and let romance follow."),
  t('crush-insight', band('medium'), "Your compatibility is good, with a few differences that keep things interesting. Get to know how they see the world and you may find more common ground than you expect."),
  t('crush-insight', band('low'), "The connection may be slower to grow, or more one-sided, than you'd like right now. That says nothing about your worth — keep your heart open and your days full."),
  t('crush-insight', band('low'), "Your energies are quite different, which can make things feel uncertain. Enjoy the friendship for what it is, and let time show whether there's more."),
]

// --------------------------------------------------------------------------------- love-advice
const loveAdvice: SeedReadingText[] = [
  t('love-advice', G, "Plan something small and thoughtful for the person you care about — a favourite snack, a song, a handwritten note. Attention is the most romantic gift."),
  t('love-advice', G, "Be honest about what you want from love right now, first with yourself and then with the people involved."),
  t('love-advice', G, "Put your phone away during your time together today. Presence is felt immediately."),
  t('love-advice', G, "If you're single, spend time on the things that make you feel most alive. Joy is attractive, and it brings you into the right rooms."),
  t('love-advice', G, "Let a compliment land instead of brushing it away. Receiving love graciously matters as much as giving it."),
  t('love-advice', G, "Resolve a small irritation before it grows. A calm “Can we talk about something?” is all it takes to begin."),
  t('love-advice', G, "Remember what first drew you to your partner, and tell them about it today."),
  t('love-advice', G, "Don't rush a new connection to fit a timeline. The right pace is the one that feels good to both of you."),
  t('love-advice', G, "Look after your friendships too. A full life outside romance makes love healthier."),
  t('love-advice', G, "Write down the three qualities that matter most to you in a partner. Clarity helps you recognise the right person when they appear."),
  t('love-advice', G, "Try something new together — a new recipe, a short trip, a class. Shared novelty brings couples closer."),
  t('love-advice', G, "Ask your partner what makes them feel most loved, and do one of those things this week."),
  t('love-advice', G, "If a past relationship still stings, give yourself gentle time to heal before opening a new chapter."),
  t('love-advice', G, "Laugh together today. Shared humour is one of the strongest bonds two people can have."),
  t('love-advice', band('high'), "Your love energy is glowing, so express your feelings openly today. A heartfelt message or an invitation is likely to be warmly received."),
  t('love-advice', band('high'), "With love so well supported, it's a wonderful day for romance. Plan a special moment and let yourself enjoy it fully."),
  t('love-advice', band('medium'), "Love is steady today. Small, consistent gestures — a check-in, a shared cup of tea — will do more than anything dramatic."),
  t('love-advice', band('medium'), "A balanced day for the heart. Listen carefully to your partner or crush, and respond with patience rather than assumptions."),
  t('love-advice', band('low'), "Love may feel quieter today, and that's all right. Focus on caring for yourself; the energy will lift, and you'll meet it feeling stronger."),
  t('love-advice', band('low'), "If things feel tense or distant, avoid big conversations today. Be gentle, give each other space, and return to important topics when you're both calmer."),
]

// ------------------------------------------------------------------------------ finance-advice
const financeAdvice: SeedReadingText[] = [
  t('finance-advice', G, "Review your spending from the past week and note one area where you could save without feeling deprived."),
  t('finance-advice', G, "Avoid impulse purchases today. Put anything non-essential on a wishlist and look at it again in a few days."),
  t('finance-advice', G, "A good day to set up or top up an automatic transfer to your savings, however small."),
  t('finance-advice', G, "Check the due dates for your bills and subscriptions so that nothing catches you by surprise."),
  t('finance-advice', G, "Talk openly about money with your partner or family. Shared clarity now prevents stress later."),
  t('finance-advice', G, "Before any big financial decision, gather the facts and consider speaking to a qualified adviser."),
  t('finance-advice', G, "Look for one subscription or service you no longer use, and cancel it."),
  t('finance-advice', G, "Treat yourself within your budget today. Planned enjoyment is part of a healthy relationship with money."),
  t('finance-advice', G, "Keep important documents — receipts, warranties, tax papers — together in one organised place."),
  t('finance-advice', G, "If someone offers a deal that sounds too good to be true, take your time and check it independently."),
  t('finance-advice', G, "If unexpected money comes your way, set part of it aside before deciding how to enjoy the rest."),
  t('finance-advice', G, "Spend ten minutes learning about a money topic you find confusing. Knowledge builds confidence."),
  t('finance-advice', G, "Be generous in ways that don't strain you; your time and kindness are valuable gifts too."),
  t('finance-advice', G, "Write down one financial goal for the next three months, and take the first small step towards it today."),
]

// ------------------------------------------------------------------------------ life-challenge
// The long view of life and career: what tends to hold this reader back over months and years, said so it can be met.
const lifeChallenge: SeedReadingText[] = [
  t('life-challenge', G, "Taking on more than you can carry, then feeling that nothing gets your best effort."),
  t('life-challenge', G, "Waiting for the perfect moment before making a change you already know you need."),
  t('life-challenge', G, "Letting other people's expectations decide the direction of your career."),
  t('life-challenge', G, "Spending on comfort today at the cost of the security you want tomorrow."),
  t('life-challenge', G, "Doubting your own worth when it is time to ask for a promotion or a raise."),
  t('life-challenge', G, "Starting many projects with enthusiasm and finishing too few of them."),
  t('life-challenge', G, "Avoiding difficult conversations at work until a small problem has grown large."),
  t('life-challenge', G, "Working so hard that health, rest and close relationships are left for later."),
  t('life-challenge', G, "Staying in a familiar role long after it has stopped helping you grow."),
  t('life-challenge', G, "Lending or investing on trust alone, without checking the details first."),
  t('life-challenge', G, "Comparing your progress with friends and colleagues until your own path feels like a failure."),
  t('life-challenge', G, "Saying yes to every request at work, and leaving no time for the skills that would move you forward."),
]

export const readingTexts: SeedReadingText[] = [
  ...overview,
  ...love,
  ...career,
  ...health,
  ...challenge,
  ...solution,
  ...advice,
  ...affirmation,
  ...lifePath,
  ...careerPrediction,
  ...financialOutlook,
  ...opportunity,
  ...recommendation,
  ...timing,
  ...compatibilityStrength,
  ...growthArea,
  ...crushInsight,
  ...loveAdvice,
  ...financeAdvice,
  ...lifeChallenge,
]
