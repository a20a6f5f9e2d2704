#include "engine/root/factions/vagabond/quests.h"

#include <bit>

#include "absl/random/distributions.h"
#include "engine/root/board.h"
#include "engine/root/factions/vagabond/items.h"

namespace arbiter::root::vagabond {
namespace {

constexpr Suit F = Suit::kFox, R = Suit::kRabbit, M = Suit::kMouse;
using I = Item;

bool ValidQuest(int q) { return q >= 0 && q < kNumQuests; }

// The slot of the display showing quest q, or -1.
int SlotOf(const State& s, int q) {
  for (int k = 0; k < kQuestsShown; ++k)
    if (s.vagabond.quests_shown[k] == q) return k;
  return -1;
}

// Seed F: 最後に、公開されているクエストカードが3枚になるように公開 — each
// empty slot takes the deck's top quest while there is one.
void Refill(State& s) {
  VagabondBoard& v = s.vagabond;
  for (int k = 0; k < kQuestsShown; ++k)
    if (v.quests_shown[k] < 0 && v.quest_deck_size > 0)
      v.quests_shown[k] = int8_t(v.quest_deck[--v.quest_deck_size]);
}

}  // namespace

// facts 4.2 (five per suit; Errand, Give a Speech, Logistics Help, Expel
// Bandits, Fend Off a Bear and Guard Duty come in two suits).
const std::array<QuestDef, kNumQuests> kQuests = {{
    {"Errand", F, I::kTea, I::kBoot},
    {"Give a Speech", F, I::kTorch, I::kTea},
    {"Fundraising", F, I::kTea, I::kCoins},
    {"Logistics Help", F, I::kBoot, I::kBag},
    {"Repair a Shed", F, I::kTorch, I::kHammer},
    {"Errand", R, I::kTea, I::kBoot},
    {"Give a Speech", R, I::kTorch, I::kTea},
    {"Expel Bandits", R, I::kSword, I::kSword},
    {"Fend Off a Bear", R, I::kTorch, I::kCrossbow},
    {"Guard Duty", R, I::kTorch, I::kSword},
    {"Logistics Help", M, I::kBoot, I::kBag},
    {"Expel Bandits", M, I::kSword, I::kSword},
    {"Fend Off a Bear", M, I::kTorch, I::kCrossbow},
    {"Guard Duty", M, I::kTorch, I::kSword},
    {"Escort", M, I::kBoot, I::kBoot},
}};

// root.vagabond.quest_deck: facts 4.2 — the 15 quests shuffled face down,
// each exactly once (the order top first, as the deck shuffle).
Verdict ValidateQuestShuffle(const State&, const Event& e) {
  if (e.kind != EventKind::kQuestShuffle)
    return Forbid(rules::kWrongTime, "the quest deck's shuffle is due");
  if (e.order_len != kNumQuests) return Nonexistent(rules::kVbQuestDeck, "the order lists the 15 quests");
  uint32_t seen = 0;
  for (int i = 0; i < e.order_len; ++i) {
    if (!ValidQuest(e.order[i])) return Nonexistent(rules::kVbQuestDeck, "no such quest");
    if ((seen >> e.order[i]) & 1) return Nonexistent(rules::kVbQuestDeck, "a quest listed twice");
    seen |= 1u << e.order[i];
  }
  return Allowed();
}

void ExecuteQuestShuffle(State& s, const Event& e) {
  VagabondBoard& v = s.vagabond;
  for (int i = 0; i < kNumQuests; ++i) v.quest_deck[kNumQuests - 1 - i] = e.order[i];
  v.quest_deck_size = kNumQuests;
  v.quests_shown.fill(-1);
  v.quests_done = 0;
  Refill(s);
}

Event SampleQuestShuffle(const State&, absl::BitGenRef rng) {
  Event e;
  e.seat = 0;
  e.kind = EventKind::kQuestShuffle;
  e.order_len = kNumQuests;
  for (int q = 0; q < kNumQuests; ++q) e.order[q] = uint8_t(q);
  for (int i = kNumQuests - 1; i > 0; --i) std::swap(e.order[i], e.order[absl::Uniform(rng, 0, i + 1)]);
  return e;
}

// root.vagabond.ruins: seed D (遺跡タイルの下の遺跡アイテムタイル), facts 3 —
// one item under each ruin, together the items the ruins hold.
Verdict ValidateRuinItems(const State& s, const Event& e) {
  if (e.kind != EventKind::kRuinItems)
    return Forbid(rules::kWrongTime, "the items under the ruins are dealt now");
  int ruins = 0;
  for (int c = 0; c < kNumClearings; ++c) ruins += s.ruin[c];
  if (e.order_len != ruins || ruins > 4) return Nonexistent(rules::kVbRuins, "one item per ruin");
  std::array<int, kNumItems> count{};
  for (int i = 0; i < e.order_len; ++i) {
    if (e.order[i] == 0 || e.order[i] >= kNumItems) return Nonexistent(rules::kVbRuins, "no such item");
    ++count[e.order[i]];
  }
  for (int i = 1; i < kNumItems; ++i)
    if (count[i] != s.ruin_items[i]) return Forbid(rules::kVbRuins, "not the items the ruins hold");
  return Allowed();
}

void ExecuteRuinItems(State& s, const Event& e) {
  for (int c = 0, i = 0; c < kNumClearings; ++c)
    if (s.ruin[c]) SetRuinItem(s, c, e.order[i++]);
}

namespace {
// The place of c's ruin among the map's (ascending clearings), or -1.
int RuinIndex(const State& s, int c) {
  const MapDef& map = MapOf(s);
  if (c < 0 || c >= kNumClearings || !map.ruin[c]) return -1;
  int k = 0;
  for (int d = 0; d < c; ++d) k += map.ruin[d];
  return k < 4 ? k : -1;  // 4 bits each in a uint16_t (both maps: four ruins)
}
}  // namespace

int RuinItem(const State& s, int c) {
  const int k = RuinIndex(s, c);
  return k < 0 ? 0 : (s.vagabond.under_ruins >> (4 * k)) & 0xF;
}

void SetRuinItem(State& s, int c, int item) {
  const int k = RuinIndex(s, c);
  if (k < 0) return;
  uint16_t& u = s.vagabond.under_ruins;
  u = uint16_t((u & ~(0xFu << (4 * k))) | (unsigned(item & 0xF) << (4 * k)));
}

Event SampleRuinItems(const State& s, absl::BitGenRef rng) {
  Event e;
  e.seat = 0;
  e.kind = EventKind::kRuinItems;
  for (int i = 1; i < kNumItems; ++i)
    for (int k = 0; k < s.ruin_items[i]; ++k) e.order[e.order_len++] = uint8_t(i);
  for (int i = e.order_len - 1; i > 0; --i) std::swap(e.order[i], e.order[absl::Uniform(rng, 0, i + 1)]);
  return e;
}

// root.vagabond.quest: seed F — a face-up quest, the pawn in a clearing of
// its suit, its two items face up (exhausted by it).
Verdict ValidateQuest(const State& s, const Event& e) {
  if (!ValidQuest(e.a)) return Nonexistent(rules::kMalformed, "no such quest");
  if (e.b != 0 && e.b != 1) return Nonexistent(rules::kMalformed, "the reward is cards or VP");
  if (SlotOf(s, e.a) < 0) return Forbid(rules::kVbQuest, "that quest is not face up");
  const int pawn = s.vagabond.pawn;
  if (!ValidClearing(pawn)) return Forbid(rules::kVbQuest, "the pawn is in a forest, not a clearing");
  const QuestDef& q = kQuests[e.a];
  if (s.suit[pawn] != q.suit) return Forbid(rules::kVbQuest, "the pawn's clearing is not of the quest's suit");
  const bool pair = q.first == q.second;
  if (FaceUp(s, q.first) < (pair ? 2 : 1) || FaceUp(s, q.second) < 1)
    return Forbid(rules::kVbQuest, "the quest's two items are not face up");
  return Allowed();
}

void ExecuteQuest(State& s, const Event& e) {
  VagabondBoard& v = s.vagabond;
  const QuestDef& q = kQuests[e.a];
  Exhaust(s, q.first);
  Exhaust(s, q.second);
  v.quests_shown[SlotOf(s, e.a)] = -1;
  v.quests_done |= uint16_t(1u << e.a);
  const int seat = SeatOf(s, Faction::kVagabond);
  // Seed F: two cards, or 1 VP per completed quest of its suit (this one too).
  if (e.b == 1) {
    QueueDraw(s, seat, 2);
  } else {
    AddVp(s, seat, DoneOfSuit(s, q.suit), Score::kCards);
  }
  Refill(s);
}

void ListQuests(const State& s, Event e, EventSink sink) {
  e.kind = EventKind::kQuest;
  for (int8_t q : s.vagabond.quests_shown) {
    if (q < 0) continue;
    e.a = q;
    for (int8_t draw : {0, 1}) {
      e.b = draw;
      if (ValidateQuest(s, e).ok()) sink(e);
    }
  }
}

int DoneOfSuit(const State& s, Suit suit) {
  int n = 0;
  for (uint32_t m = s.vagabond.quests_done; m; m &= m - 1)
    if (kQuests[std::countr_zero(m)].suit == suit) ++n;
  return n;
}

bool QuestsConserved(const State& s) {
  const VagabondBoard& v = s.vagabond;
  if (v.quest_deck_size > kNumQuests || v.quests_done >= (1u << kNumQuests)) return false;
  uint32_t seen = v.quests_done;
  int count = std::popcount(seen);
  auto place = [&](int q) {
    if (!ValidQuest(q) || ((seen >> q) & 1)) return false;
    seen |= 1u << q;
    ++count;
    return true;
  };
  for (int i = 0; i < v.quest_deck_size; ++i)
    if (!place(v.quest_deck[i])) return false;
  for (int8_t q : v.quests_shown)
    if (q >= 0 && !place(q)) return false;
  // Before the shuffle nothing is placed; after it, all 15 are, and a slot
  // is empty only when the deck is out.
  if (count == 0) return true;
  if (count != kNumQuests) return false;
  for (int8_t q : v.quests_shown)
    if (q < 0 && v.quest_deck_size > 0) return false;
  return true;
}

}  // namespace arbiter::root::vagabond
