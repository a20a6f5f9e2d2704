#include "engine/root/notation.h"

#include <bit>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "engine/root/board.h"
#include "engine/root/others_actions.h"
#include "engine/root/services.h"

namespace arbiter::root {
namespace {

std::string CardText(int card) {
  if (card >= kVizierCard0) return absl::StrCat("#", card + 1, " Loyal Vizier");
  if (card < 0 || card >= kNumCards) return "?";
  return absl::StrCat("#", card + 1, " ", kCards[card].name);
}

absl::string_view PieceText(int piece) {
  static constexpr absl::string_view kNames[kNumPieceKinds] = {
      "sawmill", "workshop", "recruiter", "wood", "keep", "roost", "base", "sympathy", "trade post", "garden", "keep"};
  return piece >= 0 && piece < kNumPieceKinds ? kNames[piece] : "?";
}

std::string Decree(const Event& e) {
  return e.decree >= 0 ? absl::StrCat(" for Decree ", CardText(e.decree)) : "";
}

std::string SpentText(const Event& e) {
  std::string out;
  for (int i = 0; i < kMaxSpent && e.spent[i] >= 0; ++i)
    absl::StrAppend(&out, i ? ", " : "", CardText(e.spent[i]));
  return out.empty() ? "nothing" : out;
}

std::string CardsText(uint64_t mask) {
  std::string out;
  for (uint64_t m = mask; m; m &= m - 1)
    absl::StrAppend(&out, out.empty() ? "" : ", ", CardText(std::countr_zero(m)));
  return out.empty() ? "-" : out;
}

int OnMap(const std::array<uint8_t, kNumClearings>& per_clearing) {
  int total = 0;
  for (uint8_t n : per_clearing) total += n;
  return total;
}

absl::string_view PhaseName(Phase p) {
  switch (p) {
    case Phase::kSetup: return "setup";
    case Phase::kBirdsong: return "Birdsong";
    case Phase::kDaylight: return "Daylight";
    case Phase::kEvening: return "Evening";
    case Phase::kGameOver: return "game over";
  }
  return "?";
}

}  // namespace

std::string EventText(const Event& e) {
  std::string who = absl::StrCat("seat ", e.seat, ": ");
  switch (e.kind) {
    case EventKind::kNone: return "(empty)";
    case EventKind::kDeckShuffle: {
      std::string out = absl::StrCat("shuffle ", int(e.order_len), " cards, top first:");
      for (int i = 0; i < e.order_len; ++i) absl::StrAppend(&out, " ", e.order[i] + 1);
      return out;
    }
    case EventKind::kSuitMarkers: {
      std::string out = "suit markers:";
      for (int i = 0; i < e.order_len; ++i)
        absl::StrAppend(&out, " ", i + 1, "=", SuitName(Suit(e.order[i])));
      return out;
    }
    case EventKind::kDice: return absl::StrCat("dice ", e.a, " ", e.b);
    case EventKind::kPlaceKeep: return absl::StrCat(who, "keep in ", e.a + 1);
    case EventKind::kPlaceStartingBuilding:
      return absl::StrCat(who, "starting ", PieceText(e.piece), " in ", e.a + 1);
    case EventKind::kPlaceStartingRoost: return absl::StrCat(who, "starting roost in ", e.a + 1);
    case EventKind::kChooseLeader:
      return absl::StrCat(who, "leader ", e.n >= 0 && e.n < kNumLeaders ? LeaderName(Leader(e.n)) : "?");
    case EventKind::kEndPhase: return absl::StrCat(who, "end phase");
    case EventKind::kPass: return absl::StrCat(who, "pass");
    case EventKind::kDiscard: return absl::StrCat(who, "discard ", CardText(e.card));
    case EventKind::kMove:
      return absl::StrCat(who, "move ", e.n, " warriors ", e.a + 1, " -> ", e.b + 1, Decree(e));
    case EventKind::kBattle:
      return absl::StrCat(who, "battle seat ", e.target, " in ", e.a + 1,
                          e.b >= 0 ? absl::StrCat(" with seat ", e.b, "'s warriors") : "", Decree(e));
    case EventKind::kAmbush: return absl::StrCat(who, "ambush with ", CardText(e.card));
    case EventKind::kCounterAmbush: return absl::StrCat(who, "counter-ambush with ", CardText(e.card));
    case EventKind::kBattleCard: return absl::StrCat(who, "use ", CardText(e.card));
    case EventKind::kRemovePiece: return absl::StrCat(who, "lose ", PieceText(e.piece));
    case EventKind::kAllyHit: return absl::StrCat(who, "take a hit on an allied warrior");
    case EventKind::kFieldHospital: return absl::StrCat(who, "field hospitals with ", CardText(e.card));
    case EventKind::kCraft:
      return absl::StrCat(who, "craft ", CardText(e.card), " (pieces fox ", e.uses[0],
                          " rabbit ", e.uses[1], " mouse ", e.uses[2], ")");
    case EventKind::kRecruit:
      return e.a >= 0 ? absl::StrCat(who, "recruit in ", e.a + 1, Decree(e))
                      : absl::StrCat(who, "recruit");
    case EventKind::kBuild: {
      std::string out = absl::StrCat(who, "build ", PieceText(e.piece), " in ", e.a + 1);
      if (e.wood[0] >= 0) {
        absl::StrAppend(&out, ", wood from");
        for (int i = 0; i < kMaxWood && e.wood[i] >= 0; ++i) absl::StrAppend(&out, " ", e.wood[i] + 1);
      }
      return absl::StrCat(out, Decree(e));
    }
    case EventKind::kOverwork:
      return absl::StrCat(who, "overwork ", CardText(e.card), " in ", e.a + 1);
    case EventKind::kSpendBird: return absl::StrCat(who, "extra action for ", CardText(e.card));
    case EventKind::kAddToDecree:
      return absl::StrCat(who, "decree ", CardText(e.card), " -> ",
                          e.n >= 0 && e.n < kNumColumns ? ColumnName(Column(e.n)) : "?");
    case EventKind::kNewRoost: return absl::StrCat(who, "new roost in ", e.a + 1);
    case EventKind::kTurmoil: return absl::StrCat(who, "turmoil");
    case EventKind::kRandomCard: return absl::StrCat("card taken at random: ", CardText(e.card));
    case EventKind::kPlaceWood: return absl::StrCat(who, "wood at the sawmill in ", e.a + 1);
    case EventKind::kTakeDominance:
      return absl::StrCat(who, "take ", CardText(e.card), " spending ", CardText(e.target));
    case EventKind::kActivateDominance: return absl::StrCat(who, "activate ", CardText(e.card));
    case EventKind::kUseCard:
      return absl::StrCat(who, "use ", CardText(e.card), " clearing ", e.a + 1, " seat ", e.target);
    case EventKind::kRevolt:
      return absl::StrCat(who, "revolt in ", e.a + 1, " spending ", SpentText(e));
    case EventKind::kSpreadSympathy:
      return absl::StrCat(who, "spread sympathy to ", e.a + 1, " spending ", SpentText(e));
    case EventKind::kMobilize: return absl::StrCat(who, "mobilize ", CardText(e.card));
    case EventKind::kTrain: return absl::StrCat(who, "train an officer with ", CardText(e.card));
    case EventKind::kOrganize: return absl::StrCat(who, "organize in ", e.a + 1);
    case EventKind::kOutrage:
      return e.card >= 0
                 ? absl::StrCat(who, "outrage in ", e.a + 1, ": gives ", CardText(e.card))
                 : absl::StrCat(who, "outrage in ", e.a + 1, ": shows a hand without a matching card");
    default:
      // A kind the core does not know: one faction's own (event_text), or
      // an action on one (others_actions).
      for (int f = 0; f < kNumFactions; ++f)
        if (const OthersActions* oa = RulesOf(Faction(f)).others_actions; oa != nullptr && oa->claims(e.kind))
          return oa->event_text(e, who);
      for (int f = 0; f < kNumFactions; ++f)
        if (const FactionRules& fr = RulesOf(Faction(f)); fr.event_text != nullptr)
          if (std::string text = fr.event_text(e, who); !text.empty()) return text;
      break;
  }
  return "?";
}

std::string StateText(const State& s) { return SeatText(s, kEverySeat); }

// Hidden from other seats (seed 000 準備: the deck is shuffled face down; a
// hand is its owner's): the cards in other seats' hands, shown as counts.
// The deck is only ever shown as a count.
std::string SeatText(const State& s, int viewer) {
  std::string out;
  absl::StrAppend(&out, "map ", s.map == MapSide::kWinter ? "winter" : "autumn", ", turn ",
                  s.turns_taken + 1, "/", s.turn_limit, ", seat ", int(s.turn_seat), " ",
                  PhaseName(s.phase), s.battle.active ? " (battle)" : "",
                  s.ended_by_limit ? " ENDED BY TURN LIMIT" : "",
                  s.winner >= 0 ? absl::StrCat(" WINNER seat ", s.winner) : "",
                  s.games > 1 ? absl::StrCat(", game ", s.game_index + 1, " of ", int(s.games)) : "",
                  "\n");
  if (s.games > 1)
    absl::StrAppend(&out, "earlier games: VP ", s.banked_vp[0], ", ", s.banked_vp[1], "\n");
  for (int seat = 0; seat < s.players; ++seat) {
    absl::StrAppend(&out, "seat ", seat, " ", FactionName(s.faction[seat]), ": ", s.vp[seat],
                    " VP; hand ",
                    viewer == kEverySeat || viewer == seat || RulesOf(s.faction[seat]).public_hand
                        ? CardsText(s.hand[seat])
                        : absl::StrCat(std::popcount(s.hand[seat]),
                                       std::popcount(s.hand[seat]) == 1 ? " card" : " cards"),
                    "; play area ",
                    CardsText(s.play_area[seat]), "\n");
  }
  absl::StrAppend(&out, "deck ", int(s.deck_size), " cards; discard ", CardsText(s.discard), "\n");
  // Each faction's board, in Faction order.
  for (int f = 0; f < kNumFactions; ++f) {
    const FactionRules& fr = RulesOf(Faction(f));
    const int seat = SeatOf(s, Faction(f));
    if (seat < 0 || fr.board_text == nullptr) continue;
    absl::StrAppend(&out, FactionName(fr.faction), ": warriors ", OnMap(s.warriors[f]),
                    " on the map, ", s.warrior_supply[f], " in the supply",
                    fr.board_headline != nullptr ? fr.board_headline(s) : "", "\n",
                    fr.board_text(s, viewer == kEverySeat || viewer == seat));
  }
  const MapDef& map = MapOf(s);
  for (int c = 0; c < kNumClearings; ++c) {
    int ruler = Ruler(s, c);
    absl::StrAppend(&out, absl::StrFormat("clearing %2d %-6s slots %d%s ruler %-8s |", c + 1,
                                          SuitName(s.suit[c]), map.slots[c],
                                          s.ruin[c] ? " ruin" : "",
                                          ruler >= 0 ? FactionName(Faction(ruler)) : "-"));
    // Each faction's pieces, in Faction order.
    for (int f = 0; f < kNumFactions; ++f)
      if (Playing(s, Faction(f)) && RulesOf(Faction(f)).clearing_text != nullptr)
        absl::StrAppend(&out, RulesOf(Faction(f)).clearing_text(s, c));
    absl::StrAppend(&out, "\n");
  }
  return out;
}

std::string DecisionText(const State& s) {
  // In the order the actor is found (reducer.cc ActorOfAnyCase): interrupts
  // first, then the battle, then setup or the turn.
  if (s.phase == Phase::kGameOver || s.winner >= 0) return "the game is over";
  if (s.need_shuffle) return "chance: the discard pile is shuffled into a new deck";
  if (s.random_discards != 0) {
    return absl::StrCat("chance: which card seat ", int(s.random_discard_seat), " discards at random (",
                        int(s.random_discards), " due)");
  }
  if (s.steal_from >= 0) {
    return absl::StrCat("chance: which card is taken from seat ", int(s.steal_from),
                        s.steal_no_vp ? " (a special action)" : " (Stand and Deliver!)");
  }
  if (s.phase == Phase::kSetup && s.step < static_cast<uint8_t>(SetupStep::kFactions)) {
    return "setup: chance deals the suit markers, shuffles or deals the cards";
  }
  if (const int c = PendingRemoval(s); c >= 0) {
    const int seat = ResponderSeat(s);
    return RulesOf(FactionOf(s, seat)).removal_response->text(s, c, seat);
  }
  if (s.decision_owed != 0) {
    const int seat = std::countr_zero(unsigned(s.decision_owed));
    return RulesOf(FactionOf(s, seat)).owed_decision->text(s);
  }
  if (s.outrage_at != 0) {
    const int c = std::countr_zero(unsigned(s.outrage_at));
    return absl::StrCat("outrage: seat ", int(s.outrage_payer), " gives seat ", int(s.outrage_owed_to),
                        " a ", SuitName(s.suit[c]), " card for clearing ", c + 1,
                        ", or shows a hand without one");
  }
  if (s.battle.active) {
    const BattleState& b = s.battle;
    const std::string where = absl::StrCat("battle in clearing ", b.clearing + 1, " (seat ",
                                           int(b.attacker), " attacks seat ", int(b.defender), "): ");
    switch (b.stage) {
      case BattleStage::kAmbush:
        return absl::StrCat(where, "the defender may play an ambush card, or not");
      case BattleStage::kCounterAmbush:
        return absl::StrCat(where, "the attacker may cancel the ambush with one of its own, or not");
      case BattleStage::kAmbushHits:
        return absl::StrCat(where, "the attacker chooses which buildings or tokens the ambush removes");
      case BattleStage::kRoll:
        return absl::StrCat(where, "chance: the two dice");
      case BattleStage::kAttackerCards:
        return absl::StrCat(where, "the attacker may use Brutal Tactics or Armorers, or go on");
      case BattleStage::kDefenderCards:
        return absl::StrCat(where, "the defender may use Sappers or Armorers, or go on");
      case BattleStage::kDefenderHits:
        return absl::StrCat(where, "the defender chooses ", int(b.hits_on_defender),
                            " of its buildings or tokens to lose");
      case BattleStage::kAttackerHits:
        return absl::StrCat(where, "the attacker chooses ", int(b.hits_on_attacker),
                            " of its buildings or tokens to lose");
    }
  }
  const int seat = s.phase == Phase::kSetup ? -1 : s.turn_seat;
  if (seat < 0) return "setup: the next faction places its starting pieces";
  if (ServicesPending(s)) return SellerWindow(s).text(s);
  if (const OthersActions* oa = OthersActionsOf(s); oa != nullptr && oa->pending(s)) return oa->text(s);
  return absl::StrCat(PhaseName(s.phase), " of seat ", seat, " (", FactionName(s.faction[seat]),
                      ")", s.draw_owed[seat] ? absl::StrCat(", owed ", int(s.draw_owed[seat]), " cards") : "");
}

}  // namespace arbiter::root
