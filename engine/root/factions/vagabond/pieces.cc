#include "engine/root/factions/vagabond/pieces.h"

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/factions/vagabond/items.h"
#include "engine/root/factions/vagabond/quests.h"

namespace arbiter::root::vagabond {

int Tokens(const State&, int) { return 0; }
int CountPiece(const State&, PieceKind, int) { return 0; }
void RemovePiece(State&, PieceKind, int) {}

bool PawnIn(const State& s, int c) { return s.vagabond.pawn == c; }

int BattleStrength(const State& s, int c) {
  return PawnIn(s, c) ? Undamaged(s, Item::kSword) : 0;
}

// seed 放浪部族の戦闘: each hit damages an undamaged item, extra hits are
// ignored. No choice when every hit lands or all undamaged items are alike.
bool AbsorbHits(State& s, uint8_t& hits) {
  const int undamaged = AllUndamaged(s);
  int kinds = 0;
  for (int i = 1; i < kNumItems; ++i)
    for (bool exhausted : {false, true}) kinds += Count(s, Item(i), UndamagedOf(exhausted)) > 0;
  if (hits >= undamaged || kinds <= 1) {
    const int damaged = std::min<int>(hits, undamaged);
    DamageInOrder(s, damaged);
    hits = uint8_t(hits - damaged);  // the rest is ignored
    return true;
  }
  return false;
}

Verdict ValidateHit(const State& s, const Event& e) {
  if (e.n <= 0 || e.n >= kNumItems || e.piece < 0 || e.piece > 1)
    return Nonexistent(rules::kMalformed, "no such item");
  if (Count(s, Item(e.n), UndamagedOf(e.piece)) == 0)
    return Forbid(rules::kVbHits, "no such undamaged item");
  return Allowed();
}

void TakeHit(State& s, const Event& e) {
  Damage(s, Item(e.n), e.piece != 0);
}

void ListHits(const State& s, EventSink sink) {
  Event e;
  e.kind = EventKind::kDamageItem;
  e.seat = int8_t(SeatOf(s, Faction::kVagabond));
  for (int i = 1; i < kNumItems; ++i)
    for (int x = 0; x < 2; ++x)
      if (Count(s, Item(i), UndamagedOf(x)) > 0) {
        e.n = int8_t(i);
        e.piece = int8_t(x);
        sink(e);
      }
}

// facts 4.4: effects that remove everything damage three items instead,
// which the Vagabond chooses (one damage_item each) unless there is no
// choice: every undamaged item is hit, or they are all alike.
inline constexpr int kFullRemovalDamage = 3;
namespace {
void SettleOwedDamage(State& s) {
  VagabondBoard& v = s.vagabond;
  const int seat = SeatOf(s, Faction::kVagabond);
  const int undamaged = AllUndamaged(s);
  if (v.damage_owed > undamaged) v.damage_owed = uint8_t(undamaged);  // extra hits are ignored
  int kinds = 0;
  for (int i = 1; i < kNumItems; ++i)
    for (bool exhausted : {false, true}) kinds += Count(s, Item(i), UndamagedOf(exhausted)) > 0;
  if (v.damage_owed == undamaged || kinds <= 1) {
    DamageInOrder(s, v.damage_owed);
    v.damage_owed = 0;
  }
  if (v.damage_owed > 0) {
    s.decision_owed |= uint8_t(1u << seat);
  } else {
    s.decision_owed &= uint8_t(~(1u << seat));
  }
}
}  // namespace

void RemovedAll(State& s, int) {
  s.vagabond.damage_owed = uint8_t(s.vagabond.damage_owed + kFullRemovalDamage);
  SettleOwedDamage(s);
}

Verdict ValidateOwedDamage(const State& s, const Event& e) {
  if (e.kind != EventKind::kDamageItem)
    return Forbid(rules::kVbHits, "choose the items the removal damages (damage_item)");
  return ValidateHit(s, e);
}
void TakeOwedDamage(State& s, const Event& e) {
  Damage(s, Item(e.n), e.piece != 0);
  --s.vagabond.damage_owed;
  SettleOwedDamage(s);
}
std::string OwedDamageText(const State& s) {
  return absl::StrCat("seat ", SeatOf(s, Faction::kVagabond), ": choose an undamaged item to damage (",
                      int(s.vagabond.damage_owed), " left, a favor or a revolt)");
}

std::string LocationText(int loc) {
  if (loc < 0) return "nowhere";
  return loc < kForestAt ? absl::StrCat("clearing ", loc + 1) : absl::StrCat("forest ", loc - kForestAt + 1);
}

std::string BoardText(const State& s, bool) {
  const VagabondBoard& v = s.vagabond;
  std::string out = absl::StrCat("  ", v.character < 0 ? "no character yet" : CharacterName(Character(v.character)));
  absl::StrAppend(&out, "; pawn in ", LocationText(v.pawn), "; items");
  static constexpr absl::string_view kStateNames[kNumItemStates] = {
      "up", "exhausted", "damaged", "damaged+exhausted"};
  bool any = false;
  for (int i = 1; i < kNumItems; ++i)
    for (int st = 0; st < kNumItemStates; ++st)
      if (int n = v.items[i][st]; n > 0) {
        absl::StrAppend(&out, any ? ", " : " ", n, " ", ItemName(Item(i)), " ", kStateNames[st]);
        any = true;
      }
  if (!any) absl::StrAppend(&out, " none");
  absl::StrAppend(&out, " (", SatchelItems(s), " of ", ItemLimit(s), " in the satchel); tracks tea ",
                  OnTrack(s, Item::kTea), " coins ", OnTrack(s, Item::kCoins), " bags ",
                  OnTrack(s, Item::kBag), "; relationships");
  for (int seat = 0; seat < s.players; ++seat) {
    const Faction f = s.faction[seat];
    if (f == Faction::kVagabond) continue;
    absl::StrAppend(&out, " ", RulesOf(f).name, " ", RelationName(Relation(v.relation[Fi(f)])));
  }
  // The quest deck is face down: its count only.
  absl::StrAppend(&out, "; quests shown");
  for (int8_t q : v.quests_shown)
    absl::StrAppend(&out, " ", q < 0 ? "(none)" : QuestText(q));
  absl::StrAppend(&out, ", ", int(v.quest_deck_size), " in the deck, done");
  if (v.quests_done == 0) absl::StrAppend(&out, " none");
  for (int q = 0, first = 1; q < kNumQuests; ++q)
    if ((v.quests_done >> q) & 1) {
      absl::StrAppend(&out, first ? " " : ", ", QuestText(q));
      first = 0;
    }
  if (v.coalition >= 0) absl::StrAppend(&out, "; in coalition with seat ", int(v.coalition));
  absl::StrAppend(&out, "\n");
  return out;
}

std::string QuestText(int q) {
  if (q < 0 || q >= kNumQuests) return "?";
  return absl::StrCat(kQuests[q].name, " (", SuitName(kQuests[q].suit), ")");
}

std::string ClearingText(const State& s, int c) { return PawnIn(s, c) ? " VAGABOND" : ""; }

}  // namespace arbiter::root::vagabond
