// The invariant catalogue's part for the Mechanical Marquise (factions/
// checks.h; seed 001_8a55c0d6f11d58ff.txt 【メカ野候国】, facts 10.1): never
// beside the Marquise de Cat; no hand once its setup is done; its orders a
// row of distinct cards matching the mask card conservation counts, five of
// them outside its own turn while the cards last; the dominance ids (its
// spies) in play, none active as dominance; the Items for Sale only what
// the setup put there. Its
// warriors (25) are counted by the core's conservation (FactionRules
// warriors), its orders by card conservation (card_sets), the Items for
// Sale by item conservation (add_items).
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_MECHANICAL_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_MECHANICAL_H_

#include <bit>

#include "absl/base/attributes.h"
#include "absl/strings/str_format.h"
#include "engine/root/factions/mechanical/mechanical.h"
#include "engine/root/factions/mechanical/snapshot.h"
#include "engine/root/rule_ids.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

struct MechanicalChecks {
  static constexpr Faction kFaction = Faction::kMechanical;
  static constexpr size_t kAt = offsetof(State, mechanical);
  // The board's first 16 bytes: the orders, the row, the Items for Sale and
  // the keep, which change a few times a game; then what changes with its
  // Daylight steps and the spies (the orders revealed, the spy look and
  // swap), read only by its own group, so that revealing an order reruns
  // no piece or card check (about 5% of the automa's events did,
  // 2026-12-04).
  static constexpr ByteRange kKeptBytes{kAt, kAt + 16};
  static_assert(offsetof(MechanicalBoard, revealed) == 16 && offsetof(MechanicalBoard, keep_removed) < 16,
                "the orders, row, Items for Sale and keep are the board's first 16 bytes");
  static constexpr ByteRange kBoardBytes{kAt, kAt + sizeof(MechanicalBoard)};
  // The zero row its BuildingRows name (the Vagabond's, factions/
  // mechanical/snapshot.h), 16 bytes from its start as VagabondChecks has it.
  static constexpr ByteRange kNoBuildingsBytes{mechanical::kNoBuildingsAt, mechanical::kNoBuildingsAt + 16};
  static constexpr std::array<ByteRange, 2> kPieceBytes = {{kKeptBytes, kNoBuildingsBytes}};
  static constexpr std::array<ByteRange, 1> kBuildingBytes = {{kNoBuildingsBytes}};
  static constexpr std::array<ByteRange, 1> kCardBytes = {{kKeptBytes}};
  // The Items for Sale, which item conservation reads (FactionRules::add_items).
  static constexpr std::array<ByteRange, 1> kTallyBytes = {{kKeptBytes}};
  static constexpr std::array<ByteRange, 1> kOwnBytes = {{kBoardBytes}};
  // Whether it is Daylight, and whether it is the automa's own turn: a spy
  // swap is due only in a human seat's Daylight.
  static uint8_t OwnKey(const State& s) {
    return uint8_t((s.phase == Phase::kDaylight) | ((s.turn_seat == s.seat_of[int(kFaction)]) << 1));
  }
  // Whether it is in its setup, in its own turn, and whether the deck and
  // the discard are empty (the orders' count). Constant without the automa
  // (its checks do not run then): a key that flipped with the discard reran
  // every game's card checks. Whether it is Daylight (a spy swap due) is
  // the own group's.
  static uint8_t CardKey(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    if (seat < 0) return 0;
    return uint8_t((s.phase == Phase::kSetup) | ((s.turn_seat == seat) << 1) | ((s.deck_size == 0) << 2) |
                   ((s.discard == 0) << 3));
  }

  // Whether setup is over, which Pieces reads (the keep placed by then)
  // and no piece byte holds: without it the event that ends setup would
  // not rerun the piece checks.
  static uint8_t PieceKey(const State& s) { return uint8_t(s.phase == Phase::kSetup); }
  // Its keep: on a corner of the map, removed for good, or not placed yet
  // (during the setup only).
  static absl::Status Pieces(const State& s) {
    const MechanicalBoard& b = s.mechanical;
    if (b.keep >= kNumClearings || b.keep < -1) return Broken("the automa's keep is in no clearing");
    if (b.keep >= 0 && b.keep_removed) return Broken("the automa's keep is on the map and removed");
    if (b.keep >= 0 && !MapOf(s).IsCorner(b.keep)) return Broken("the automa's keep is not in a corner");
    if (b.keep < 0 && !b.keep_removed && s.phase != Phase::kSetup) return Broken("the automa's keep was never placed");
    for (int c = 0; c < kNumClearings; ++c)
      if (ByteRow(s, mechanical::kNoBuildingsAt)[c] != 0) return Broken("the automa has a building");
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 0> kBuildingInvariants = {};
  static absl::Status Buildings(const State&) { return absl::OkStatus(); }

  static bool SetUp(const State& s) {
    return s.phase != Phase::kSetup || s.mechanical.keep >= 0 || s.mechanical.keep_removed;
  }
  // root.mechanical.no_marquise: seed 001 《オートマ》.
  static absl::Status NoMarquise(const State& s) {
    if (s.seat_of[int(kFaction)] >= 0 && s.seat_of[int(Faction::kMarquise)] >= 0)
      return Broken("the Mechanical Marquise and the Marquise de Cat in one game");
    return absl::OkStatus();
  }
  // root.mechanical.no_hand: seed 001 《不器用》 — once its setup took the
  // three dealt cards into its orders.
  static absl::Status NoHand(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    if (seat < 0 || seat >= kMaxSeats) return absl::OkStatus();
    if (SetUp(s) && s.hand[seat] != 0)
      return Broken(absl::StrFormat("the automa (seat %d) holds %d cards in hand", seat, std::popcount(s.hand[seat])));
    return absl::OkStatus();
  }
  // root.mechanical.orders: seed 001 ② and 夜フェイズ《実行命令の補充》 — the
  // row is distinct cards, the mask's; five outside its own turn once set
  // up, unless the deck and the discard ran out.
  static absl::Status Orders(const State& s) {
    absl::Status status = OrderRow(s);
    if (status.ok()) status = RevealedInRow(s);
    if (status.ok()) status = FiveOrders(s);
    return status;
  }
  // The order row read once: its cards as a mask, how many, and whether
  // each is a card listed once.
  struct Row {
    uint64_t cards = 0;
    int count = 0;
    bool distinct = true;
  };
  static Row ReadRow(const MechanicalBoard& b) {
    Row r;
    for (int8_t card : b.row) {
      if (card < 0) continue;
      const uint64_t bit = card < kNumCards ? Bit(card) : 0;
      r.distinct &= bit != 0 && (r.cards & bit) == 0;
      r.cards |= bit;
      ++r.count;
    }
    return r;
  }
  // Whether five orders are due now: outside its own turn once set up,
  // while the deck or the discard still has cards.
  static bool FiveDue(const State& s, int seat) {
    return SetUp(s) && s.phase != Phase::kSetup && s.turn_seat != seat && !(s.deck_size == 0 && s.discard == 0);
  }
  // Its parts: the row against the orders' mask, the revealed ones in the
  // row (its own group), five outside its turn.
  static absl::Status OrderRow(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const Row row = ReadRow(s.mechanical);
    if (!row.distinct) return Broken("an order that is no card, or a card twice");
    if (row.cards != mechanical::Orders(s.mechanical)) return Broken("the order row and the orders differ");
    return absl::OkStatus();
  }
  static absl::Status RevealedInRow(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    if (s.mechanical.revealed > ReadRow(s.mechanical).count) return Broken("more orders revealed than in the row");
    return absl::OkStatus();
  }
  static absl::Status FiveOrders(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    if (seat < 0) return absl::OkStatus();
    const int n = ReadRow(s.mechanical).count;
    if (FiveDue(s, seat) && n != kMechOrders)
      return Broken(absl::StrFormat("the automa holds %d orders outside its turn (five after Evening)", n));
    return absl::OkStatus();
  }
  // The four spy ids as one mask, worked out once (asked after every card
  // change: the card loop was 6% of verifying a game with the automa).
  static uint64_t SpyIds() {
    static const uint64_t ids = CardsWithEffect(CardEffect::kDominance);
    return ids;
  }
  // root.mechanical.spies_in_deck: seed 001 ② — the four spy cards (the
  // dominance ids) are in play whatever the seat count.
  static absl::Status SpiesInPlay(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    if (const uint64_t out = s.out_of_game & SpyIds(); out != 0)
      return Broken(absl::StrFormat("spy card %d is out of the game", std::countr_zero(out) + 1));
    return absl::OkStatus();
  }
  // root.mechanical.spies: seed 001 【スパイカード】 — the spies are dominance
  // cards without the victory change: none is ever active; a swap is due
  // only in a human seat's Daylight, at an order in the row.
  static absl::Status Spies(const State& s) {
    absl::Status status = NoDominance(s);
    if (status.ok()) status = SpySwap(s);
    return status;
  }
  // Its parts: no dominance active, and the swap (its own group).
  static absl::Status NoDominance(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    for (int other = 0; other < s.players && other < kMaxSeats; ++other)
      if (s.dominance[other] >= 0)
        return Broken(absl::StrFormat("seat %d has card %d active as dominance beside the spies", other,
                                      s.dominance[other] + 1));
    return absl::OkStatus();
  }
  static absl::Status SpySwap(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    if (seat < 0) return absl::OkStatus();
    const MechanicalBoard& b = s.mechanical;
    if (b.spy_swap < -1 || b.spy_swap >= kMechOrders) return Broken("a spy swap due at no order");
    if (b.spy_swap >= 0 && (s.phase != Phase::kDaylight || s.turn_seat == seat || b.row[b.spy_swap] < 0))
      return Broken("a spy swap due outside a human seat's Daylight, or at an empty place");
    return absl::OkStatus();
  }
  // root.mechanical.items_for_sale: seed 001 ③ — at most the sword, boot, bag
  // and tea the setup put there (items leave it, none comes in); item
  // conservation counts them (FactionRules::add_items).
  static absl::Status ItemsForSale(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    if (s.mechanical.for_sale >> kMechForSale.size())
      return Broken(absl::StrFormat("items for sale beyond the sword, boot, bag and tea (mask %d)",
                                    s.mechanical.for_sale));
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 6> kCardInvariants = {{
      {"root.mechanical.no_marquise", "the Mechanical Marquise never plays beside the Marquise de Cat",
       ARBITER_ROOT_SEED1 "【メカ野候国】《オートマ》", &CheckState<&NoMarquise>},
      {"root.mechanical.no_hand", "the automa holds no hand once set up",
       ARBITER_ROOT_SEED1 "【メカ野候国】《不器用》", &CheckState<&NoHand>},
      {"root.mechanical.orders", "its order row is distinct cards, five of them after each Evening",
       ARBITER_ROOT_SEED1 "【メカ野候国】ゲームの準備 ②, 夜フェイズ《実行命令の補充》", &CheckState<&Orders>},
      {"root.mechanical.spies_in_deck", "the spy cards (the dominance ids) stay in play",
       ARBITER_ROOT_SEED1 "【メカ野候国】ゲームの準備 ②, 【スパイカード】", &CheckState<&SpiesInPlay>},
      {"root.mechanical.items_for_sale", "the Items for Sale hold at most the sword, boot, bag and tea of the setup",
       ARBITER_ROOT_SEED1 "【メカ野候国】ゲームの準備 ③", &CheckState<&ItemsForSale>},
      {"root.mechanical.spies", "no spy is active as dominance; a spy swap is due only in a human seat's Daylight",
       ARBITER_ROOT_SEED1 "【スパイカード】", &CheckState<&Spies>},
  }};
  ABSL_ATTRIBUTE_ALWAYS_INLINE static absl::Status Cards(const State& s) {
    if (s.seat_of[int(kFaction)] < 0 || CardsInPlayHold(s)) return absl::OkStatus();
    return CardsInPlay(s);
  }
  // CardsInPlay's verdict without building a Status for each part (from
  // the same ReadRow, FiveDue and SpyIds): the seven statuses were most of
  // its 147 instructions a call, run after half of the automa's events
  // (callgrind over 30 of its games, 2026-12-06). CardsInPlay stays the
  // oracle of the composition and says what is wrong
  // (tests/root/invariants_test.cc MechanicalCardsFastPathAcceptsOnlyWhatThePartsDo).
  static bool CardsInPlayHold(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    if (seat < 0 || seat >= kMaxSeats) return false;
    const MechanicalBoard& b = s.mechanical;
    const Row row = ReadRow(b);
    bool dominance = false;
    for (int other = 0; other < s.players && other < kMaxSeats; ++other) dominance |= s.dominance[other] >= 0;
    return s.seat_of[int(Faction::kMarquise)] < 0 && (!SetUp(s) || s.hand[seat] == 0) && row.distinct &&
           row.cards == mechanical::Orders(b) && (!FiveDue(s, seat) || row.count == kMechOrders) &&
           (s.out_of_game & SpyIds()) == 0 && (b.for_sale >> kMechForSale.size()) == 0 && !dominance;
  }
  // One after another, inlined: as a loop over their addresses each was a
  // call (about a third of this function's instructions, callgrind over
  // the automa's games, 2026-12-04). The parts that read the board's last
  // bytes run in Own.
  ABSL_ATTRIBUTE_NOINLINE static absl::Status CardsInPlay(const State& s) {
    absl::Status status = NoMarquise(s);
    if (status.ok()) status = NoHand(s);
    if (status.ok()) status = OrderRow(s);
    if (status.ok()) status = FiveOrders(s);
    if (status.ok()) status = SpiesInPlay(s);
    if (status.ok()) status = ItemsForSale(s);
    if (status.ok()) status = NoDominance(s);
    return status;
  }
  static absl::Status Own(const State& s) {
    absl::Status status = RevealedInRow(s);
    if (status.ok()) status = SpySwap(s);
    return status;
  }
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_MECHANICAL_H_
