#include "engine/root/factions/vagabond/state_io.h"

#include "absl/strings/str_cat.h"
#include "absl/types/span.h"
#include "engine/root/board.h"
#include "engine/root/factions/vagabond/quests.h"
#include "engine/root/factions/vagabond/vagabond.h"

namespace arbiter::root::vagabond {
namespace {

absl::Status Bad(absl::string_view field) {
  return absl::InvalidArgumentError(
      absl::StrCat("root State snapshot: vagabond.", field, " missing or out of range"));
}

template <typename Array>
bool CountsIn(const google::protobuf::RepeatedField<uint32_t>& in, uint32_t max, Array& out) {
  if (in.size() != int(out.size())) return false;
  for (int i = 0; i < in.size(); ++i) {
    if (in.Get(i) > max) return false;
    out[i] = static_cast<typename Array::value_type>(in.Get(i));
  }
  return true;
}

}  // namespace

void WriteSnapshot(const State& s, pb::root::State* snap) {
  const VagabondBoard& v = s.vagabond;
  pb::root::State::Vagabond* out = snap->mutable_vagabond();
  out->set_pawn(v.pawn);
  out->set_character(v.character);
  for (const auto& per_state : v.items)
    for (uint8_t n : per_state) out->add_items(n);
  for (uint8_t n : v.removed) out->add_removed(n);
  for (uint8_t r : v.relation) out->add_relation(r);
  for (uint8_t n : v.aids) out->add_aids(n);
  out->set_refresh_left(v.refresh_left);
  for (int i = 0; i < v.quest_deck_size; ++i) out->add_quest_deck(v.quest_deck[i] + 1u);
  for (int8_t q : v.quests_shown) out->add_quests_shown(uint32_t(q + 1));
  for (int q = 0; q < kNumQuests; ++q)
    if ((v.quests_done >> q) & 1) out->add_quests_done(uint32_t(q + 1));
  out->set_coalition(v.coalition);
  for (uint8_t n : v.damaged_off_turn) out->add_damaged_off_turn(n);
  out->set_damage_owed(v.damage_owed);
  // Only once dealt (all 0 before, and in a snapshot that predates them).
  if (v.under_ruins != 0)
    for (int c = 0; c < kNumClearings; ++c) out->add_ruin_item(pb::root::Item(RuinItem(s, c)));
}

absl::Status ReadSnapshot(const pb::root::State& snap, State& s) {
  // Present exactly when the Vagabond plays.
  if (snap.has_vagabond() != Playing(s, Faction::kVagabond))
    return absl::InvalidArgumentError("root State snapshot: vagabond missing or out of range");
  if (!snap.has_vagabond()) return absl::OkStatus();
  const pb::root::State::Vagabond& in = snap.vagabond();
  VagabondBoard& v = s.vagabond;
  v = VagabondBoard{};
  if (in.pawn() < -1 || in.pawn() >= kForestAt + kMaxForests) return Bad("pawn");
  v.pawn = int8_t(in.pawn());
  if (in.character() < -1 || in.character() >= kNumCharacters) return Bad("character");
  v.character = int8_t(in.character());
  if (in.items_size() != kNumItems * kNumItemStates) return Bad("items");
  for (int i = 0; i < kNumItems; ++i)
    for (int st = 0; st < kNumItemStates; ++st) {
      const uint32_t n = in.items(i * kNumItemStates + st);
      if (n > kItemsInBox[i]) return Bad("items");
      v.items[i][st] = uint8_t(n);
    }
  if (!CountsIn(in.removed(), 4, v.removed)) return Bad("removed");
  if (!CountsIn(in.relation(), uint32_t(Relation::kHostile), v.relation)) return Bad("relation");
  if (!CountsIn(in.aids(), 3, v.aids)) return Bad("aids");
  if (in.refresh_left() > kRefreshBase + kRefreshPerTea * kTrackSlots) return Bad("refresh_left");
  v.refresh_left = uint8_t(in.refresh_left());
  if (in.quest_deck_size() > kNumQuests) return Bad("quest_deck");
  for (uint32_t q : in.quest_deck()) {
    if (q < 1 || q > kNumQuests) return Bad("quest_deck");
    v.quest_deck[v.quest_deck_size++] = uint8_t(q - 1);
  }
  if (in.quests_shown_size() != kQuestsShown) return Bad("quests_shown");
  for (int k = 0; k < kQuestsShown; ++k) {
    if (in.quests_shown(k) > kNumQuests) return Bad("quests_shown");
    v.quests_shown[k] = int8_t(int(in.quests_shown(k)) - 1);
  }
  uint32_t last = 0;
  for (uint32_t q : in.quests_done()) {
    if (q <= last || q > kNumQuests) return Bad("quests_done");
    v.quests_done |= uint16_t(1u << (q - 1));
    last = q;
  }
  if (!QuestsConserved(s)) return Bad("quests (each in one place)");
  if (in.coalition() < -1 || in.coalition() >= s.players) return Bad("coalition");
  v.coalition = int8_t(in.coalition());
  if (!CountsIn(in.damaged_off_turn(), kTrackSlots * 4, v.damaged_off_turn)) return Bad("damaged_off_turn");
  // Owed damage waits for its choice exactly while its seat owes a decision
  // (State::decision_owed is read before the factions' sections).
  if (in.damage_owed() > 3 || (in.damage_owed() > 0) != bool((s.decision_owed >> SeatOf(s, Faction::kVagabond)) & 1))
    return Bad("damage_owed");
  v.damage_owed = uint8_t(in.damage_owed());
  // By clearing, or none; an item only under a ruin still there, and
  // together the items the ruins hold.
  if (in.ruin_item_size() != 0 && in.ruin_item_size() != kNumClearings) return Bad("ruin_item");
  std::array<int, kNumItems> under{};
  for (int c = 0; c < in.ruin_item_size(); ++c) {
    const int item = in.ruin_item(c);
    if (item < 0 || item >= kNumItems || (item != 0 && !s.ruin[c])) return Bad("ruin_item");
    SetRuinItem(s, c, item);
    ++under[item];
  }
  if (in.ruin_item_size() != 0)
    for (int i = 1; i < kNumItems; ++i)
      if (under[i] != s.ruin_items[i]) return Bad("ruin_item (not the ruins' items)");
  if (!ItemsConserved(s)) return Bad("items (not conserved)");
  return absl::OkStatus();
}

void Digest(const State& s, DigestBuilder& d) {
  const VagabondBoard& v = s.vagabond;
  d.Add(v.pawn);
  d.Add(v.character);
  for (const auto& per_state : v.items) d.AddRange(per_state);
  d.AddRange(v.removed);
  // Per-faction arrays: the factions listed in the digest (ListedFactions),
  // so that a faction added to the build leaves the digests of games
  // without it as they were.
  const int listed = ListedFactions(s);
  d.AddRange(absl::MakeConstSpan(v.relation.data(), listed));
  d.AddRange(absl::MakeConstSpan(v.aids.data(), listed));
  d.Add(v.refresh_left);
  d.Add(v.quest_deck_size);
  for (int i = 0; i < v.quest_deck_size && i < kNumQuests; ++i) d.Add(v.quest_deck[i]);
  d.AddRange(v.quests_shown);
  d.Add(v.quests_done);
  d.Add(v.coalition);
  d.AddRange(v.damaged_off_turn);
  if (v.damage_owed != 0) d.Add(v.damage_owed);
  d.Add(v.under_ruins);
}

void AddItems(const State& s, ItemCounts& held, ItemCounts& brought) {
  const VagabondBoard& v = s.vagabond;
  for (int i = 0; i < kNumItems; ++i) {
    int n = v.removed[i];
    for (int st = 0; st < kNumItemStates; ++st) n += v.items[i][st];
    held[i] = uint16_t(held[i] + n);
  }
  const int character = v.character;
  if (character >= 0 && character < kNumCharacters)
    for (int i = 0; i < kNumItems; ++i) brought[i] = uint16_t(brought[i] + kCharacterItems[character][i]);
}

bool ItemsConserved(const State& s) {
  ItemCounts held{}, brought{};
  AddItems(s, held, brought);
  for (int i = 1; i < kNumItems; ++i) {
    int n = s.item_supply[i] + s.ruin_items[i] + held[i];
    for (int seat = 0; seat < s.players && seat < kMaxSeats; ++seat) n += s.items[seat][i];
    if (n != kItemSupply[i] + kRuinItems[i] + brought[i]) return false;
  }
  return true;
}

}  // namespace arbiter::root::vagabond
