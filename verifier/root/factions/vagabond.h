// The invariant catalogue's part for the Vagabond (factions/checks.h): its
// board (seed 【放浪部族】, facts 4). Its items are counted by the core's
// root.items_conserved (FactionRules::add_items), whose
// bytes it names in kTallyBytes.
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_VAGABOND_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_VAGABOND_H_

#include "absl/strings/str_format.h"
#include "engine/root/factions/vagabond/items.h"
#include "engine/root/factions/vagabond/quests.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

struct VagabondChecks {
  static constexpr Faction kFaction = Faction::kVagabond;
  static constexpr size_t kAt = offsetof(State, vagabond);
  // The zero building row (FactionRules::building_rows), read by rule and
  // the slots.
  static constexpr ByteRange kNoBuildingsBytes{kAt + offsetof(VagabondBoard, no_buildings),
                                               kAt + offsetof(VagabondBoard, no_buildings) + 16};
  static_assert(offsetof(VagabondBoard, no_buildings) + 16 <= sizeof(VagabondBoard),
                "the building row's block stays in the Vagabond's board");
  static constexpr std::array<ByteRange, 1> kPieceBytes = {{kNoBuildingsBytes}};
  static constexpr std::array<ByteRange, 1> kBuildingBytes = {{kNoBuildingsBytes}};
  // No card check reads its board: its checks run in memo groups of its own
  // (factions/checks.h kOwnBytes, kSeldomBytes), so that an item exhausted
  // or refreshed, or the pawn moved, no longer reruns the card checks (in 30
  // four-seat games the card group was recomputed after 59% of the events,
  // now 50%, 2026-12-02). The own group: the board up to the quests (pawn,
  // character, items, relationships, the building row, coalition, the
  // damage noted off its turn), which change with its actions; all zero when
  // it does not play.
  static constexpr std::array<ByteRange, 0> kCardBytes = {};
  static constexpr std::array<ByteRange, 1> kOwnBytes = {{
      {kAt, kAt + offsetof(VagabondBoard, quest_deck)},
  }};
  // Beyond its board its own checks read whether it is setup (the pawn
  // placed), whether it is its own turn (the item limit holds outside it)
  // and whether its dominance card is active (a coalition); the player
  // count is in the configuration.
  static uint8_t OwnKey(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    const bool seated = seat >= 0 && seat < kMaxSeats;
    return uint8_t(s.phase == Phase::kSetup) | uint8_t(seated && s.turn_seat == seat) << 1 |
           uint8_t(seated && s.dominance[seat] >= 0) << 2;
  }
  // The seldom group: the quests and what lies under the ruins, with the
  // ruins and their items, which the deal check reads. With the own group
  // they were rechecked after each of its actions: about 180 instructions
  // for the quests and 180 for the ruins each time, 1.3 M of the 44.4 M
  // verifying 30 four-seat games (callgrind, 2026-12-03).
  static constexpr ByteRange kRuinBytes{offsetof(State, ruin), offsetof(State, ruin_items) + kNumItems};
  static_assert(offsetof(State, ruin) + kNumClearings == offsetof(State, ruin_items),
                "the ruins and their items lie side by side");
  static constexpr std::array<ByteRange, 2> kSeldomBytes = {{
      {kAt + offsetof(VagabondBoard, quest_deck), kAt + offsetof(VagabondBoard, aids)},
      kRuinBytes,
  }};
  // Whether it is setup (the quest deck is shuffled by its setup).
  static uint8_t SeldomKey(const State& s) { return uint8_t(s.phase == Phase::kSetup); }
  // Its character, items and removed items, read by root.items_conserved,
  // and with them the rest of what its own checks read, which no tally
  // check reads: so that kOwnBytes lie inside the tally group's bytes and its
  // own group runs inside that group (verifier/root/invariants.cc NestOf).
  static constexpr std::array<ByteRange, 1> kTallyBytes = kOwnBytes;
  static_assert(offsetof(VagabondBoard, pawn) == 0 && offsetof(VagabondBoard, character) == 1 &&
                    offsetof(VagabondBoard, items) < offsetof(VagabondBoard, removed) &&
                    offsetof(VagabondBoard, removed) < offsetof(VagabondBoard, relation) &&
                    offsetof(VagabondBoard, relation) < offsetof(VagabondBoard, no_buildings) &&
                    offsetof(VagabondBoard, no_buildings) < offsetof(VagabondBoard, quest_deck) &&
                    offsetof(VagabondBoard, coalition) < offsetof(VagabondBoard, quest_deck) &&
                    offsetof(VagabondBoard, damaged_off_turn) < offsetof(VagabondBoard, quest_deck),
                "kOwnBytes and kTallyBytes cover what the own checks read of the board");
  static_assert(offsetof(VagabondBoard, quest_deck) < offsetof(VagabondBoard, quest_deck_size) &&
                    offsetof(VagabondBoard, quest_deck_size) < offsetof(VagabondBoard, quests_shown) &&
                    offsetof(VagabondBoard, quests_shown) < offsetof(VagabondBoard, quests_done) &&
                    offsetof(VagabondBoard, quests_done) < offsetof(VagabondBoard, under_ruins) &&
                    offsetof(VagabondBoard, under_ruins) < offsetof(VagabondBoard, aids),
                "kSeldomBytes cover what the quest and ruin checks read of the board");
  static uint8_t CardKey(const State&) { return 0; }

  // No pieces beyond the pawn; the warriors (none) are the core's.
  static absl::Status Pieces(const State&) { return absl::OkStatus(); }

  static constexpr std::array<Invariant, 0> kBuildingInvariants = {};
  static absl::Status Buildings(const State&) { return absl::OkStatus(); }

  // The pawn on exactly one clearing or forest once placed, a character
  // once chosen, each relationship marker in one box (none for itself or a
  // faction not in play), no buildings.
  static absl::Status BoardConsistent(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const VagabondBoard& v = s.vagabond;
    const bool placed = v.pawn >= 0;
    if (v.pawn >= kForestAt + GetMap(s.map).num_forests)
      return Broken(absl::StrFormat("the pawn is at %d, no clearing or forest", v.pawn));
    if (v.character >= kNumCharacters) return Broken("no such character");
    if (placed && v.character < 0) return Broken("the pawn is placed before a character is chosen");
    if (s.phase != Phase::kSetup && !placed) return Broken("the pawn is not on the map after setup");
    for (int f = 0; f < kNumFactions; ++f) {
      if (v.relation[f] > uint8_t(Relation::kHostile))
        return Broken(absl::StrFormat("relationship marker of faction %d in no box", f));
      if ((f == int(kFaction) || s.seat_of[f] < 0) && v.relation[f] != 0)
        return Broken(
            absl::StrFormat("a relationship marker for faction %d, which is not another player", f));
    }
    for (uint8_t n : v.no_buildings)
      if (n != 0) return Broken("the Vagabond has buildings");
    return absl::OkStatus();
  }

  // Each of the 15 quests in one place (deck, display, done) once the deck
  // is shuffled, which its setup does; a display slot empty only when the
  // deck is out.
  static absl::Status QuestsConserved(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    if (!vagabond::QuestsConserved(s)) return Broken("a quest in no place or in two");
    const VagabondBoard& v = s.vagabond;
    if (s.phase != Phase::kSetup && v.quest_deck_size == 0 && v.quests_done == 0 &&
        v.quests_shown == std::array<int8_t, kQuestsShown>{-1, -1, -1})
      return Broken("the quest deck was never shuffled");
    return absl::OkStatus();
  }

  // A coalition names another player in a game of four or more, and its
  // dominance card is active (so the Vagabond scores no more: AddVp); an
  // active dominance card of the Vagabond's is a coalition (it cannot
  // activate one otherwise).
  static absl::Status CoalitionConsistent(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    // A seat past the table is no configuration a header decodes to (the
    // memo probe writes one): nothing of its own to index.
    if (seat < 0 || seat >= kMaxSeats) return absl::OkStatus();
    const int partner = s.vagabond.coalition;
    if ((partner >= 0) != (s.dominance[seat] >= 0))
      return Broken("a coalition without its dominance card, or a dominance card without a coalition");
    if (partner < 0) return partner == -1 ? absl::OkStatus() : Broken("no such coalition partner");
    if (partner >= s.players || partner == seat) return Broken("the coalition partner is no other player");
    if (s.players < 4) return Broken("a coalition with fewer than four players");
    return absl::OkStatus();
  }

  // Outside its own turn the satchel held no more than the limit when its
  // last Evening ended: the items as they are, with the face-up tea, coins
  // and bags damaged since put back (they are the only change to its items
  // outside its turn).
  static absl::Status ItemLimit(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    if (seat < 0 || s.phase == Phase::kSetup || s.turn_seat == seat) return absl::OkStatus();
    for (Item i : {Item::kTea, Item::kCoins, Item::kBag})
      if (s.vagabond.damaged_off_turn[vagabond::TrackIndex(i)] > vagabond::Damaged(s, i))
        return Broken("more tracked items noted damaged than are damaged");
    if (vagabond::SatchelAtEvening(s) > vagabond::LimitAtEvening(s))
      return Broken(absl::StrFormat("%d items in the satchel after Evening, over the limit of %d",
                                    vagabond::SatchelAtEvening(s), vagabond::LimitAtEvening(s)));
    return absl::OkStatus();
  }

  // Once dealt, each ruin still standing holds one item and no other
  // clearing does, and together they are the items the ruins hold (seed
  // 【放浪部族】 D:探索アクション: exploring takes the ruin's item; facts 3).
  // Before the deal, and once every ruin is explored, nothing lies under
  // them.
  static absl::Status RuinsDealt(const State& s) {
    if (s.seat_of[int(kFaction)] < 0 || s.vagabond.under_ruins == 0) return absl::OkStatus();
    // The map's ruins in clearing order, 4 bits each (vagabond::RuinItem,
    // walked here in one pass rather than asked clearing by clearing).
    const MapDef& map = GetMap(s.map);
    std::array<int, kNumItems> under{};
    int k = 0;
    for (int c = 0; c < kNumClearings; ++c) {
      if (!map.ruin[c]) continue;
      const int item = k < 4 ? (s.vagabond.under_ruins >> (4 * k++)) & 0xF : 0;
      if (item >= kNumItems) return Broken(absl::StrFormat("no such item under clearing %d's ruin", c + 1));
      if (item != 0 && !s.ruin[c])
        return Broken(absl::StrFormat("an item under clearing %d, whose ruin is gone", c + 1));
      if (item == 0 && s.ruin[c])
        return Broken(absl::StrFormat("clearing %d's ruin holds no item after the deal", c + 1));
      ++under[item];
    }
    for (int i = 1; i < kNumItems; ++i)
      if (under[i] != s.ruin_items[i])
        return Broken(absl::StrFormat("%d of item %d dealt under the ruins, %d in them", under[i], i,
                                      s.ruin_items[i]));
    return absl::OkStatus();
  }

  static constexpr std::array<Invariant, 5> kCardInvariants = {{
      {"root.vagabond.board",
       "the pawn on one clearing or forest, the character chosen, each relationship marker in one box",
       ARBITER_ROOT_SEED "【放浪部族】「放浪者」 友好関係 (facts 4.3)", &CheckState<&BoardConsistent>},
      {"root.vagabond.quests_conserved",
       "each of the 15 quests in exactly one of the deck, the display of three and the completed",
       ARBITER_ROOT_SEED "【放浪部族】 F:クエストアクション (facts 4.2)", &CheckState<&QuestsConserved>},
      {"root.vagabond.coalition",
       "a coalition names another player of a four-seat game and keeps its dominance card active",
       ARBITER_ROOT_SEED "【圧倒カード】《共闘軍》", &CheckState<&CoalitionConsistent>},
      {"root.vagabond.item_limit",
       "after its Evening the satchel holds at most 6 + 2 per face-up bag",
       ARBITER_ROOT_SEED "【放浪部族】 夜フェイズ 上限は「6枚＋袋タイル1枚につき2枚」", &CheckState<&ItemLimit>},
      {"root.vagabond.ruins_dealt",
       "once dealt, each standing ruin holds one item, together the items the ruins hold",
       ARBITER_ROOT_SEED "【放浪部族】 D:探索アクション (facts 3)", &CheckState<&RuinsDealt>},
  }};
  static absl::Status Cards(const State&) { return absl::OkStatus(); }
  static absl::Status Own(const State& s) {
    if (absl::Status st = BoardConsistent(s); !st.ok()) return st;
    if (absl::Status st = CoalitionConsistent(s); !st.ok()) return st;
    return ItemLimit(s);
  }
  static absl::Status Seldom(const State& s) {
    if (absl::Status st = QuestsConserved(s); !st.ok()) return st;
    return RuinsDealt(s);
  }
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_VAGABOND_H_
