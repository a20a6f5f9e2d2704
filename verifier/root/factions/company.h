// The invariant catalogue's part for the Riverfolk Company
// (factions/checks.h; seed 001_8a55c0d6f11d58ff.txt 【河民商団】, facts 9).
// Every faction's warriors in its boxes are counted by the core's
// root.warriors_conserved (FactionRules::warriors_held_at: `held`); here
// `held` is recounted from the four boxes, the trade posts are conserved
// per suit (one per clearing: a bit each), and the services bought this
// turn are within the limit; mercenaries fight only in their buying turn.
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_COMPANY_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_COMPANY_H_

#include <bit>

#include "absl/strings/str_format.h"
#include "engine/root/services.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

#define ARBITER_ROOT_RIVER_SEED_V "001_8a55c0d6f11d58ff.txt "

struct CompanyChecks {
  static constexpr Faction kFaction = Faction::kCompany;
  static constexpr size_t kAt = offsetof(State, company);
  // The boxes, `held`, the trade posts and the zero building row: what the
  // piece and building groups read (warriors held, tokens, the row).
  static constexpr size_t kBoardEnd = kAt + offsetof(CompanyBoard, no_buildings) + kNumClearings;
  static_assert(offsetof(CompanyBoard, held) == 0 &&
                    offsetof(CompanyBoard, posts) < offsetof(CompanyBoard, no_buildings) &&
                    offsetof(CompanyBoard, no_buildings) < offsetof(CompanyBoard, price),
                "kBoardBytes cover what the checks read of the Company's board");
  static constexpr ByteRange kBoardBytes{kAt, kBoardEnd};
  static constexpr std::array<ByteRange, 1> kPieceBytes = {{kBoardBytes}};
  // The building checks read the rows, the posts and the zero row, not the
  // boxes, whose funds change with most of the Company's actions.
  static constexpr std::array<ByteRange, 1> kBuildingBytes = {{{kAt + offsetof(CompanyBoard, row_used), kBoardEnd}}};
  static_assert(offsetof(CompanyBoard, row_used) < offsetof(CompanyBoard, posts_placed) &&
                    offsetof(CompanyBoard, posts_placed) < offsetof(CompanyBoard, posts),
                "kBuildingBytes cover what the building checks read");
  // The whole board with the services record, for the services check (its
  // other inputs, the turn and the window, are in the core's key).
  static constexpr std::array<ByteRange, 1> kCardBytes = {{{kAt, kAt + sizeof(CompanyBoard)}}};
  // Without the Company the key is constant: its board stays zero, and a key
  // that changed every turn reran the card checks of every game.
  static uint8_t CardKey(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return 0;
    // What the checks read beyond the board: the turn (against
    // service_turn; its low bits, as the cards change within eight turns),
    // the window, the phase and whether a battle has an ally.
    return uint8_t((s.turns_taken & 7) | ((s.windows_done & kWindowServices) ? 8 : 0) |
                   (int(s.phase) & 7) << 4 | (s.battle.active && s.battle.allies != 0 ? 0x80 : 0));
  }

  static int Sum(const std::array<uint8_t, kNumFactions>& a) {
    int n = 0;
    for (uint8_t v : a) n += v;
    return n;
  }

  // root.company.boxes: `held` is the four boxes by owner; the rows hold as
  // many funds as the spaces they cover; posts within the box per suit.
  static absl::Status Pieces(const State& s) {
    const CompanyBoard& b = s.company;
    for (int f = 0; f < kNumFactions; ++f) {
      const int boxes = b.payments[f] + b.funds[f] + b.committed[f] + b.crafted[f];
      if (boxes != b.held[f])
        return Broken(absl::StrFormat("the Company's boxes hold %d warriors of faction %d, held says %d", boxes,
                                      f, b.held[f]));
      if (boxes > 0 && s.seat_of[f] < 0)
        return Broken(absl::StrFormat("the Company holds warriors of faction %d, which does not play", f));
    }
    if (Sum(b.crafted) != b.row_used[0] + b.row_used[1] + b.row_used[2])
      return Broken("the trade post rows hold a different number of funds than the spaces they cover");
    for (uint8_t n : b.no_buildings)
      if (n != 0) return Broken("the Company has buildings");
    return absl::OkStatus();
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
       ARBITER_ROOT_RIVER_SEED_V "【河民商団】 F: 1つの広場に配置できる交易所トークンは1つだけ (facts 9)",
       &CheckState<&TradePosts>},
  }};
  static absl::Status Buildings(const State& s) { return TradePosts(s); }

  // root.company.services: while the purchase window is open, the turn
  // seat has bought at most 1 + the clearings with a trade post and its
  // pieces; services are only ever bought by another faction, riverboats
  // only with a purchase, and the prices are set once setup is over.
  static absl::Status Services(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const CompanyBoard& b = s.company;
    if (s.phase != Phase::kSetup && s.phase != Phase::kGameOver)
      for (int k = 0; k < kNumServices; ++k)
        if (b.price[k] < kMinPrice || b.price[k] > kMaxPrice)
          return Broken(absl::StrFormat("service %d costs %d, not 1 to 4", k, b.price[k]));
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
  static constexpr std::array<Invariant, 2> kCardInvariants = {{
      {"root.company.services", "services bought within 1 + trade post clearings with the buyer's pieces, by another faction",
       ARBITER_ROOT_RIVER_SEED_V "【河民商団】 業務提供", &CheckState<&Services>},
      {"root.company.mercenaries_turn", "mercenaries fight only for their buyer, in the Daylight and Evening of the buying turn, never against the Company",
       ARBITER_ROOT_RIVER_SEED_V "【河民商団】 C:傭兵業務 そのターンの昼と夜フェイズ間 (facts 9)", &CheckState<&MercenariesTurn>},
  }};
  static absl::Status Cards(const State& s) {
    if (absl::Status v = Services(s); !v.ok()) return v;
    return MercenariesTurn(s);
  }
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_COMPANY_H_
