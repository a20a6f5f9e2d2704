// The invariant catalogue's part for the Riverfolk Company
// (factions/checks.h; seed 001_8a55c0d6f11d58ff.txt 【河民商団】, facts 9).
// Every faction's warriors in its boxes are counted by the core's
// root.pieces_conserved (FactionRules::warriors_held_at: `held`); here
// `held` is recounted from the four boxes (root.company.boxes), the trade
// posts are conserved per suit (one per clearing: a bit each), the prices
// are set, the services bought this turn are within the limit,
// mercenaries fight only in their buying turn, and a trade disruption's
// funds are owed only while the Company owes its choice.
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_COMPANY_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_COMPANY_H_

#include <bit>
#include <cstring>

#include "absl/strings/str_format.h"
#include "engine/root/clearing_lanes.h"
#include "engine/root/rule_ids.h"
#include "engine/root/services.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

struct CompanyChecks {
  static constexpr Faction kFaction = Faction::kCompany;
  static constexpr size_t kAt = offsetof(State, company);
  // The piece group reads the trade posts, the zero building row, the rows
  // and `held` (rule, conservation), the building group all but `held`; the
  // boxes, whose funds move with most of the Company's actions, are checked
  // against `held` in its own group (Own, below): in the piece group they
  // made it recompute after three events in four of the Company's games.
  static constexpr size_t kHeldEnd = kAt + offsetof(CompanyBoard, held) + kNumFactions;
  static_assert(offsetof(CompanyBoard, posts) == 0 &&
                    offsetof(CompanyBoard, no_buildings) < offsetof(CompanyBoard, held) &&
                    offsetof(CompanyBoard, row_used) < offsetof(CompanyBoard, held) &&
                    offsetof(CompanyBoard, posts_placed) < offsetof(CompanyBoard, held) &&
                    offsetof(CompanyBoard, held) < offsetof(CompanyBoard, payments),
                "kPieceBytes and kBuildingBytes cover what the piece and building checks read");
  static constexpr std::array<ByteRange, 1> kPieceBytes = {{{kAt, kHeldEnd}}};
  static constexpr std::array<ByteRange, 1> kBuildingBytes = {{{kAt, kAt + offsetof(CompanyBoard, held)}}};
  // No card sets: the card group reads nothing of the Company. Its
  // services checks read the board (its own group, apart: the funds move
  // with most of its actions, and as card bytes they reran every card check
  // each time) and, for the purchases and the mercenaries, the turn, the
  // window and the battle, which no memo group keys: those run after every
  // event (Always), decided in a few compares outside the purchase window
  // and mercenary battles.
  static constexpr std::array<ByteRange, 0> kCardBytes = {};
  static uint8_t CardKey(const State&) { return 0; }
  static constexpr std::array<ByteRange, 1> kOwnBytes = {{{kAt, kAt + sizeof(CompanyBoard)}}};
  // Whether prices are set (the prices check: not in setup or after the
  // game) and whether the Company's seat owes a decision (the disruption
  // check), which lie outside its board. Not the raw phase, which reran
  // these checks at every phase of every turn (15% of four-seat events).
  static uint8_t OwnKey(const State& s) {
    return uint8_t((s.phase == Phase::kSetup || s.phase == Phase::kGameOver) | OwesDecision(s) << 1);
  }
  static bool OwesDecision(const State& s) {
    const int co = s.seat_of[int(kFaction)];
    // A seat past the table is no configuration a header decodes to (the
    // memo probe writes one): no seat bit to test.
    return co >= 0 && co < kMaxSeats && ((s.decision_owed >> co) & 1);
  }

  static int Sum(const std::array<uint8_t, kNumFactions>& a) {
    int n = 0;
    for (uint8_t v : a) n += v;
    return n;
  }

  // Its part of root.pieces_conserved: `held`, which that check counts, is
  // checked against the boxes by root.company.boxes.
  static absl::Status Pieces(const State&) { return absl::OkStatus(); }

  // root.company.boxes: `held` is the four boxes by owner, of factions in
  // play; the rows hold as many funds as the spaces they cover; no
  // buildings. Decided first without a branch per faction, the loop that
  // says what is wrong only when something is.
  static bool RowsMatchCrafted(const CompanyBoard& b) {
    return Sum(b.crafted) == b.row_used[0] + b.row_used[1] + b.row_used[2];
  }
  // The plain decision, a faction at a time: the oracle of the one below
  // (tests/root/invariants_test.cc CompanyBoxesInLanesAcceptOnlyWhatThePlainCheckDoes).
  static bool BoxesHoldPlain(const State& s) {
    const CompanyBoard& b = s.company;
    bool boxes_held = true;
    for (int f = 0; f < kNumFactions; ++f) {
      const int boxes = b.payments[f] + b.funds[f] + b.committed[f] + b.crafted[f];
      boxes_held &= boxes == b.held[f] && (boxes == 0 || s.seat_of[f] >= 0);
    }
    unsigned buildings = 0;
    for (uint8_t n : b.no_buildings) buildings |= n;
    return boxes_held && buildings == 0 && RowsMatchCrafted(b);
  }
  // The same, every faction at once in byte lanes (clearing_lanes.h, lane f
  // for faction f), when no box holds more than 63 (four then add without
  // saturating; otherwise the plain one decides). The plain loop was about
  // 180 instructions a call, run after 72% of the events of Company games
  // (1.2 M of the 24.3 M verifying 30 of them; callgrind, 2026-12-04).
  static bool BoxesHoldInLanes(const State& s) {
    const CompanyBoard& b = s.company;
    // Twelve bytes from each box's start stay inside the board.
    static_assert(kNumFactions <= kNumClearings &&
                  offsetof(CompanyBoard, crafted) + kNumClearings <= sizeof(CompanyBoard));
    constexpr uint16_t kFactionLanes = (1u << kNumFactions) - 1;
    static constexpr std::array<uint8_t, kNumClearings> k63 = {63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63};
    static constexpr std::array<uint8_t, kNumClearings> k127 = {127, 127, 127, 127, 127, 127,
                                                                127, 127, 127, 127, 127, 127};
    const Lanes p = Load12(b.payments.data()), f = Load12(b.funds.data()), c = Load12(b.committed.data()),
                r = Load12(b.crafted.data());
    if (GreaterMask(Max(Max(p, f), Max(c, r)), Load12(k63.data())) & kFactionLanes) return false;
    const Lanes boxes = p + f + c + r, held = Load12(b.held.data());
    if ((GreaterMask(boxes, held) | GreaterMask(held, boxes)) & kFactionLanes) return false;
    // A faction not in play has seat -1, a byte above 127.
    std::array<uint8_t, kNumClearings> seats{};
    std::memcpy(seats.data(), s.seat_of.data(), kNumFactions);
    const uint16_t absent = GreaterMask(Load12(seats.data()), Load12(k127.data()));
    const Lanes none = Load12(kNoCounts.data());
    if (GreaterMask(boxes, none) & absent & kFactionLanes) return false;
    return GreaterMask(Load12(b.no_buildings.data()), none) == 0 && RowsMatchCrafted(b);
  }
  static absl::Status Boxes(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    if (BoxesHoldInLanes(s) || BoxesHoldPlain(s)) return absl::OkStatus();
    const CompanyBoard& b = s.company;
    unsigned buildings = 0;
    for (uint8_t n : b.no_buildings) buildings |= n;
    for (int f = 0; f < kNumFactions; ++f) {
      const int boxes = b.payments[f] + b.funds[f] + b.committed[f] + b.crafted[f];
      if (boxes != b.held[f])
        return Broken(absl::StrFormat("the Company's boxes hold %d warriors of faction %d, held says %d", boxes,
                                      f, b.held[f]));
      if (boxes > 0 && s.seat_of[f] < 0)
        return Broken(absl::StrFormat("the Company holds warriors of faction %d, which does not play", f));
    }
    if (buildings != 0) return Broken("the Company has buildings");
    return Broken("the trade post rows hold a different number of funds than the spaces they cover");
  }

  // root.company.trade_posts: per suit, the posts on the map are among
  // those placed, at most three; one per clearing (a bit each); a row's
  // covered spaces are among those its posts uncovered.
  static absl::Status TradePosts(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const CompanyBoard& b = s.company;
    if ((b.posts >> kNumClearings) != 0) return Broken("a trade post off the map");
    int on_map_by_suit[kNumClearingSuits] = {};
    for (uint16_t m = b.posts; m != 0; m &= uint16_t(m - 1)) {
      const int suit = int(s.suit[std::countr_zero(unsigned(m))]);
      if (suit < kNumClearingSuits) ++on_map_by_suit[suit];
    }
    for (int suit = 0; suit < kNumClearingSuits; ++suit) {
      const int on_map = on_map_by_suit[suit];
      if (b.posts_placed[suit] > kTradePostsPerSuit || on_map > b.posts_placed[suit])
        return Broken(absl::StrFormat("%d trade posts of suit %d on the map, %d placed of %d", on_map, suit,
                                      b.posts_placed[suit], kTradePostsPerSuit));
      if (b.row_used[suit] > b.posts_placed[suit])
        return Broken(absl::StrFormat("funds on %d spaces of suit %d's row, %d uncovered", b.row_used[suit],
                                      suit, b.posts_placed[suit]));
    }
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 1> kBuildingInvariants = {{
      {"root.company.trade_posts", "trade posts conserved per suit (three each), at most one per clearing",
       ARBITER_ROOT_SEED1 "【河民商団】 F: 1つの広場に配置できる交易所トークンは1つだけ (facts 9)",
       &CheckState<&TradePosts>},
  }};
  static absl::Status Buildings(const State& s) { return TradePosts(s); }

  // root.company.services: the prices are set once setup is over; in the
  // turn of a purchase, services are only ever bought by another faction,
  // riverboats only with a purchase, and while the purchase window is open
  // the turn seat has bought at most 1 + the clearings with a trade post and
  // its pieces.
  ABSL_ATTRIBUTE_ALWAYS_INLINE static absl::Status Prices(const State& s) {
    if (s.phase == Phase::kSetup || s.phase == Phase::kGameOver) return absl::OkStatus();
    for (int k = 0; k < kNumServices; ++k)
      if (s.company.price[k] < kMinPrice || s.company.price[k] > kMaxPrice)
        return Broken(absl::StrFormat("service %d costs %d, not 1 to 4", k, s.company.price[k]));
    return absl::OkStatus();
  }
  static absl::Status Purchases(const State& s) {
    const CompanyBoard& b = s.company;
    if (b.service_turn != s.turns_taken || s.phase == Phase::kGameOver) return absl::OkStatus();
    if (b.riverboats && b.bought == 0) return Broken("riverboats held without a purchase");
    if (b.bought > 0 && s.turn_seat == s.seat_of[int(kFaction)])
      return Broken("the Company bought its own services");
    if (s.phase == Phase::kBirdsong && !(s.windows_done & kWindowServices) && s.turn_seat < s.players) {
      const Faction buyer = s.faction[s.turn_seat];
      int limit = 1;
      for (int c = 0; c < kNumClearings; ++c)
        if (((b.posts >> c) & 1) && HasPieces(s, buyer, c)) ++limit;
      if (b.bought > limit)
        return Broken(absl::StrFormat("%d services bought this turn, the limit is %d", b.bought, limit));
    }
    return absl::OkStatus();
  }
  static absl::Status Services(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    absl::Status prices = Prices(s);
    return prices.ok() ? Purchases(s) : prices;
  }

  // The buyer of mercenaries in its Daylight and Evening of the buying
  // turn (the rule check counts the Company's warriors for it then).
  static int LentTo(const State& s) {
    const CompanyBoard& b = s.company;
    const int co = s.seat_of[int(kFaction)];
    if (co < 0 || !b.mercenaries || b.service_turn != s.turns_taken || s.turn_seat == co) return -1;
    return s.phase == Phase::kDaylight || s.phase == Phase::kEvening ? s.turn_seat : -1;
  }
  // root.company.mercenaries_turn: a battle with the Company's warriors on
  // the attacker's side is fought by their buyer, in the Daylight or
  // Evening of the turn it bought them, against another faction.
  static absl::Status MercenariesTurn(const State& s) {
    const int co = s.seat_of[int(kFaction)];
    // A seat past the table is no configuration a header decodes to (the
    // memo probe writes one): no seat bit to test.
    if (co < 0 || co >= kMaxSeats) return absl::OkStatus();
    const CompanyBoard& b = s.company;
    if (b.mercenaries && b.service_turn == s.turns_taken && b.bought == 0)
      return Broken("mercenaries held without a purchase");
    if (!s.battle.active || s.battle.allies != (1u << co)) return absl::OkStatus();
    if (LentTo(s) != s.battle.attacker)
      return Broken("the Company's warriors fight for a seat that did not buy mercenaries this turn");
    if (s.battle.defender == co) return Broken("mercenaries battle the Company");
    return absl::OkStatus();
  }
  // root.company.disruption_owed: funds a trade disruption still takes are
  // owed exactly while the Company's seat owes its choice of owners, and
  // never more than its funds hold.
  ABSL_ATTRIBUTE_ALWAYS_INLINE static absl::Status DisruptionOwed(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const CompanyBoard& b = s.company;
    const bool owes = OwesDecision(s);
    if (b.funds_lost_owed == 0 && !owes) return absl::OkStatus();  // nearly always
    if ((b.funds_lost_owed > 0) != owes)
      return Broken(absl::StrFormat("%d funds owed to a trade disruption, the Company's seat %s a decision",
                                    b.funds_lost_owed, owes ? "owes" : "owes no"));
    if (b.funds_lost_owed > Sum(b.funds))
      return Broken(absl::StrFormat("%d funds owed to a trade disruption, %d funds held", b.funds_lost_owed,
                                    Sum(b.funds)));
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 4> kCardInvariants = {{
      {"root.company.boxes", "the Company's boxes hold the warriors `held` counts, of factions in play; its rows as many funds as the spaces they cover",
       ARBITER_ROOT_SEED1 "【河民商団】 特徴《資産》, 昼フェイズ 消費と委託 (facts 9)", &CheckState<&Boxes>},
      {"root.company.services", "services bought within 1 + trade post clearings with the buyer's pieces, by another faction",
       ARBITER_ROOT_SEED1 "【河民商団】 業務提供", &CheckState<&Services>},
      {"root.company.mercenaries_turn", "mercenaries fight only for their buyer, in the Daylight and Evening of the buying turn, never against the Company",
       ARBITER_ROOT_SEED1 "【河民商団】 C:傭兵業務 そのターンの昼と夜フェイズ間 (facts 9)", &CheckState<&MercenariesTurn>},
      {"root.company.disruption_owed", "funds owed to a trade disruption exactly while the Company owes its choice, at most its funds",
       ARBITER_ROOT_SEED1 "【河民商団】 (the seed is silent; facts 9 Trade Disruption: its choice of owners)", &CheckState<&DisruptionOwed>},
  }};
  static absl::Status Cards(const State&) { return absl::OkStatus(); }
  static absl::Status Own(const State& s) {
    absl::Status boxes = Boxes(s);
    if (!boxes.ok()) return boxes;
    absl::Status prices = Prices(s);
    return prices.ok() ? DisruptionOwed(s) : prices;
  }
  // Outside a purchase's turn and a battle, nothing to check (the usual
  // case, in two compares).
  static absl::Status Always(const State& s) {
    if (s.company.service_turn != s.turns_taken && !s.battle.active) return absl::OkStatus();
    absl::Status purchases = Purchases(s);
    return purchases.ok() ? MercenariesTurn(s) : purchases;
  }
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_COMPANY_H_
