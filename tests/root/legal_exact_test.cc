// Legal-event generation lists exactly what the reducer accepts: along seeded
// random games (both maps, both seat orders), every event of a broad candidate
// space is validated and must be accepted if and only if LegalEvents lists an
// equal event; every listed event must be accepted too.
//
// The candidate space, for each seat and at every state (decision or chance):
// every EventKind with the fields that kind uses (event.h) ranging over
// clearings -1..11, target seats -1..2, counts 0..(own warriors there)+1, cards
// (every card and both viziers for one-card kinds; hand, play area, Decree,
// beside the map, -1, the first and the last card where a card is combined
// with other fields), Decree cards (-1, then each card in a column for the
// Eyrie, the first one for the Marquise, and a hand card), pieces -1..6,
// leaders and columns -1..4, craft uses 0..3 per suit, dominance cards with
// each hand card spent, wood lists of length 0..2 from up to three clearings
// holding wood plus one holding none (Decree builds: no wood).
//
// Only canonical candidates are built: fields a kind never uses keep the
// Event{} defaults, as LegalEvents leaves them. Whether the reducer rejects an
// event naming an unused field is a malformedness question (see the use_card
// fix in a175635), not a listing one, and is not asked here.
//
// Chance: the dice and the random card of Stand and Deliver! are cheap and are
// candidates, with seat 0 as the legal list encodes them (the reducer ignores
// the seat of a chance outcome, so other seats are not canonical). Deck
// shuffles and Winter suit markers are left out: their outcomes are
// permutations, far too many to enumerate, and LegalEvents lists none of them
// by design (legal.h); SampleChance draws them.
//
// Eight games (two seeds per map and seat order) are played to their end
// (about 250-450 events each; 500 at most), about 13,000 candidates per state.
// Random play rarely reaches some decisions (the Eyrie's new roost after
// losing every roost was never reached with these seeds); for those only the
// rejecting direction is exercised.
#include <algorithm>
#include <bit>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "absl/random/bit_gen_ref.h"
#include "absl/strings/str_cat.h"
#include "engine/core/game.h"
#include "engine/root/board.h"
#include "engine/root/legal.h"
#include "engine/root/notation.h"
#include "engine/root/reducer.h"
#include "gtest/gtest.h"
#include "tests/root/fixture.h"

namespace arbiter::root {
namespace {

using EK = EventKind;
using testing::Ev;

// Clearings -1..11: -1 stands for "none", which some kinds must refuse.
constexpr int kFirstClearing = -1;

void Add(std::vector<int>& v, int x) {
  for (int y : v) {
    if (y == x) return;
  }
  v.push_back(x);
}

void AddMask(std::vector<int>& v, uint64_t mask) {
  for (int c = 0; c < 64; ++c) {
    if ((mask >> c) & 1) Add(v, c);
  }
}

// The Vagabond's kinds: every item and flag (one past each end), every
// location, every seat; aid with the hand's cards; the Hideout with every
// ascending list of up to three damaged items held (and one not held).
void VagabondCandidates(const State& s, int seat, const std::vector<int>& cards,
                        std::vector<Event>& out) {
  constexpr int kLocations = kForestAt + kMaxForests + 1;
  for (int n = -1; n <= kNumCharacters; ++n) {
    Event e = Ev(EK::kChooseCharacter, seat);
    e.n = int8_t(n);
    out.push_back(e);
  }
  for (int loc = -1; loc < kLocations; ++loc) {
    for (EK kind : {EK::kPlacePawn, EK::kSlip, EK::kVbMove}) {
      Event e = Ev(kind, seat);
      e.a = int8_t(loc);
      out.push_back(e);
    }
    // Moves with an ally's warriors (any seat, a few counts).
    for (int ally = -1; ally <= s.players && loc < kNumClearings; ++ally)
      for (int n = 1; n <= 3; ++n) {
        Event e = Ev(EK::kVbMove, seat);
        e.a = int8_t(loc), e.target = int8_t(ally), e.n = int8_t(n);
        out.push_back(e);
      }
  }
  for (int item = -1; item <= kNumItems; ++item) {
    Event x = Ev(EK::kExplore, seat);
    x.n = int8_t(item);
    out.push_back(x);
    for (int flag = -1; flag <= kNumItemStates; ++flag)
      for (EK kind : {EK::kRefresh, EK::kRepair, EK::kDiscardItem, EK::kDamageItem}) {
        Event e = Ev(kind, seat);
        e.n = int8_t(item), e.piece = int8_t(flag);
        out.push_back(e);
      }
  }
  for (int target = -1; target <= s.players; ++target) {
    for (int piece = -1; piece <= kNumPieceKinds; ++piece) {
      Event e = Ev(EK::kStrike, seat);
      e.target = int8_t(target), e.piece = int8_t(piece);
      out.push_back(e);
    }
    Event sp = Ev(EK::kSpecial, seat);
    sp.target = int8_t(target);
    out.push_back(sp);
  }
  for (int card : cards) {
    Event sp = Ev(EK::kSpecial, seat);
    sp.card = int8_t(card);
    out.push_back(sp);
  }
  std::vector<int> damaged = {2 * int(Item::kTorch)};
  for (int i = 1; i < kNumItems; ++i)
    for (int x = 0; x < 2; ++x)
      if (s.vagabond.items[i][2 + x] > 0) Add(damaged, 2 * i + x);
  for (int a : damaged)
    for (int b : damaged)
      for (int c : damaged)
        for (int len = 0; len <= 3; ++len) {
          Event sp = Ev(EK::kSpecial, seat);
          const int codes[3] = {a, b, c};
          for (int k = 0; k < len; ++k) sp.order[sp.order_len++] = uint8_t(codes[k]);
          out.push_back(sp);
        }
  // Quests: every quest (one past each end) with either reward and a bad one.
  for (int q = -1; q <= kNumQuests; ++q)
    for (int b = -1; b <= 2; ++b) {
      Event e = Ev(EK::kQuest, seat);
      e.a = int8_t(q), e.b = int8_t(b);
      out.push_back(e);
    }
  // Coalitions: each card listed with every partner seat.
  for (int card : cards)
    for (int target = -1; target <= s.players; ++target) {
      Event e = Ev(EK::kCoalition, seat);
      e.card = int8_t(card), e.target = int8_t(target);
      out.push_back(e);
    }
  if (FactionOf(s, seat) != Faction::kVagabond) return;  // aid: the Vagabond's seat only
  for (int target = -1; target <= s.players; ++target)
    for (int card : cards)
      for (int spent = -1; spent <= kNumItems; ++spent)
        for (int take = -1; take <= kNumItems; ++take) {
          Event e = Ev(EK::kAid, seat);
          e.target = int8_t(target), e.card = int8_t(card), e.n = int8_t(spent), e.b = int8_t(take);
          out.push_back(e);
        }
}

// The Company's kinds, with every fund owner -1..kNumFactions (one past each
// end): purchases of each service with every card, moves as the common ones,
// battles, draws, recruits and trade posts in every clearing, crafts with
// every split and the owners of the funds as listed (ascending, taken from
// the funds) or with one owner holding none, prices 0..5 each, setup
// warriors in every clearing.
void CompanyCandidates(const State& s, int seat, const std::vector<int>& cards, std::vector<Event>& out) {
  std::vector<int> company_cards = cards;
  if (SeatOf(s, Faction::kCompany) >= 0) AddMask(company_cards, s.hand[SeatOf(s, Faction::kCompany)]);
  const int co = Fi(Faction::kCompany);
  for (int f = -1; f <= kNumFactions; ++f) {
    for (int n = -1; n <= kNumServices; ++n)
      for (int card : company_cards) {
        Event e = Ev(EK::kBuyService, seat);
        e.n = int8_t(n), e.card = int8_t(card), e.piece = int8_t(f);
        out.push_back(e);
      }
    Event draw = Ev(EK::kFundsDraw, seat);
    draw.piece = int8_t(f);
    out.push_back(draw);
    for (int c = kFirstClearing; c < kNumClearings; ++c) {
      for (EK kind : {EK::kFundsRecruit, EK::kEstablishPost}) {
        Event e = Ev(kind, seat);
        e.a = int8_t(c), e.piece = int8_t(f);
        out.push_back(e);
      }
      for (int target = -1; target <= 3; ++target) {
        Event e = Ev(EK::kFundsBattle, seat);
        e.a = int8_t(c), e.target = int8_t(target), e.piece = int8_t(f);
        out.push_back(e);
      }
      const int here = ValidClearing(c) ? s.warriors[co][c] : 0;
      for (int to = kFirstClearing; to < kNumClearings; ++to)
        for (int n = 0; n <= here + 1; ++n) {
          Event e = Ev(EK::kFundsMove, seat);
          e.a = int8_t(c), e.b = int8_t(to), e.n = int8_t(n), e.piece = int8_t(f);
          out.push_back(e);
        }
    }
  }
  for (int c = kFirstClearing; c < kNumClearings; ++c) {
    Event e = Ev(EK::kCompanySetup, seat);
    e.a = int8_t(c);
    out.push_back(e);
  }
  for (int code = 0; code < 6 * 6 * 6; ++code) {
    Event e = Ev(EK::kSetPrices, seat);
    e.uses = {int8_t(code % 6), int8_t(code / 6 % 6), int8_t(code / 36)};
    out.push_back(e);
  }
  int none = -1;  // a faction without funds
  for (int f = 0; f < kNumFactions && none < 0; ++f)
    if (s.company.funds[f] == 0) none = f;
  for (int card : cards) {
    for (int code = 0; code < 4 * 4 * 4; ++code) {
      Event e = Ev(EK::kCompanyCraft, seat);
      e.card = int8_t(card);
      e.uses = {int8_t(code % 4), int8_t(code / 4 % 4), int8_t(code / 16)};
      const int total = e.uses[0] + e.uses[1] + e.uses[2];
      if (total > kMaxSpent) continue;
      std::array<uint8_t, kNumFactions> funds = s.company.funds;
      int i = 0;
      for (int f = 0; f < kNumFactions && i < total; ++f)
        while (funds[f] > 0 && i < total) --funds[f], e.spent[i++] = int8_t(f);
      for (int exported = 0; exported <= 2; ++exported) {
        e.n = int8_t(exported);
        out.push_back(e);
        if (total > 0 && none >= 0) {
          Event x = e;
          x.spent[total - 1] = int8_t(none);
          out.push_back(x);
        }
      }
    }
  }
}

// The Company's trade disruption: while one is owed, every split that gives
// each owner 0..(its funds)+1 (at most 0..3 each), and one fund of a faction
// holding none; otherwise the split of the first listed and an empty one.
void DisruptionCandidates(const State& s, int seat, std::vector<Event>& out) {
  Event e = Ev(EK::kTradeDisruption, seat);
  e.order_len = kNumFactions;
  out.push_back(e);
  if (SeatOf(s, Faction::kCompany) < 0 || s.company.funds_lost_owed == 0) {
    e.order[0] = 1;
    out.push_back(e);
    return;
  }
  std::array<int, kNumFactions> top{};
  for (int f = 0; f < kNumFactions; ++f) top[f] = s.company.funds[f] == 0 ? 0 : std::min(s.company.funds[f] + 1, 3);
  std::array<int, kNumFactions> at{};
  while (true) {
    for (int f = 0; f < kNumFactions; ++f) e.order[f] = uint8_t(at[f]);
    out.push_back(e);
    int f = 0;
    while (f < kNumFactions && at[f] == top[f]) at[f++] = 0;
    if (f == kNumFactions) break;
    ++at[f];
  }
  for (int f = 0; f < kNumFactions; ++f)
    if (s.company.funds[f] == 0) {
      Event x = Ev(EK::kTradeDisruption, seat);
      x.order_len = kNumFactions;
      x.order[f] = 1;
      out.push_back(x);
      break;
    }
}

// The Lizard Cult's kinds: its setup (every clearing, every suit), crusades
// (every origin, destination, count up to one past the warriors there, and
// defender), converts and sanctifies (every clearing, seat and piece),
// rituals (every card, kind one past each end, clearing; scores with every
// card spent). In a game without the Cult, one event of each kind (each
// refused).
void LizardCandidates(const State& s, int seat, const std::vector<int>& cards, std::vector<Event>& out) {
  const int f = Fi(Faction::kLizard);
  if (SeatOf(s, Faction::kLizard) < 0) {
    for (EK kind : {EK::kCultSetup, EK::kCrusade, EK::kConvert, EK::kSanctify, EK::kRitual}) {
      Event e = Ev(kind, seat);
      e.a = 0, e.target = 0;
      out.push_back(e);
    }
    return;
  }
  for (int c = kFirstClearing; c < kNumClearings; ++c) {
    for (int n = -1; n <= kNumClearingSuits; ++n) {
      Event e = Ev(EK::kCultSetup, seat);
      e.a = int8_t(c), e.n = int8_t(n);
      out.push_back(e);
    }
    const int here = ValidClearing(c) ? s.warriors[f][c] : 0;
    for (int target = -1; target <= s.players; ++target) {
      for (int to = kFirstClearing; to < kNumClearings; ++to)
        for (int n = 0; n <= here + 1; ++n) {
          Event e = Ev(EK::kCrusade, seat);
          e.a = int8_t(c), e.b = int8_t(to), e.n = int8_t(n), e.target = int8_t(target);
          out.push_back(e);
        }
      Event v = Ev(EK::kConvert, seat);
      v.a = int8_t(c), v.target = int8_t(target);
      out.push_back(v);
      for (int piece = -1; piece <= kNumPieceKinds; ++piece) {
        Event x = Ev(EK::kSanctify, seat);
        x.a = int8_t(c), x.target = int8_t(target), x.piece = int8_t(piece);
        out.push_back(x);
      }
    }
  }
  for (int card : cards) {
    for (int kind = -1; kind <= 4; ++kind)
      for (int c = kFirstClearing; c < kNumClearings; ++c) {
        Event e = Ev(EK::kRitual, seat);
        e.card = int8_t(card), e.n = int8_t(kind), e.a = int8_t(c);
        out.push_back(e);
      }
    for (int spent : cards) {
      Event e = Ev(EK::kRitual, seat);
      e.card = int8_t(card), e.n = int8_t(RitualKind::kScore), e.spent[0] = int8_t(spent);
      out.push_back(e);
    }
  }
}

// The spy cards' kinds (seed 001 【スパイカード】): a look with every spy and
// hand card, every place -1..5 and every card seen among the automa's
// orders (and one that is none of them); a swap with every place -1..5.
void SpyCandidates(const State& s, int seat, const std::vector<int>& cards, std::vector<Event>& out) {
  std::vector<int> looked = cards;
  for (int c = 0; c < kNumCards; ++c)
    if (kCards[c].effect == CardEffect::kDominance) Add(looked, c);
  std::vector<int> seen = {-1, 0};
  for (int8_t card : s.mechanical.row)
    if (card >= 0) Add(seen, card);
  for (int order = -1; order <= kMechOrders; ++order) {
    Event w = Ev(EK::kSpySwap, seat);
    w.a = int8_t(order);
    out.push_back(w);
    for (int card : looked)
      for (int x : seen) {
        Event e = Ev(EK::kSpyLook, seat);
        e.card = int8_t(card), e.a = int8_t(order), e.b = int8_t(x);
        out.push_back(e);
      }
  }
}

void Candidates(const State& s, std::vector<Event>& out) {
  out.clear();
  // Chance outcomes (seat 0, as listed).
  for (int a = -1; a <= 4; ++a) {
    for (int b = -1; b <= 4; ++b) {
      Event e = Ev(EK::kDice, 0);
      e.a = int8_t(a), e.b = int8_t(b);
      out.push_back(e);
    }
  }
  for (int card = -1; card < kNumCards + 2; ++card) {
    Event e = Ev(EK::kRandomCard, 0);
    e.card = int8_t(card);
    out.push_back(e);
  }

  std::vector<int> decree = {-1};
  for (uint64_t column : s.eyrie.decree) AddMask(decree, column);
  std::vector<int> dominance = {-1};
  for (int c = 0; c < kNumCards; ++c) {
    if (kCards[c].effect == CardEffect::kDominance) dominance.push_back(c);
  }
  // Up to three clearings holding wood, plus one holding none.
  std::vector<int> wood_from;
  for (int c = 0; c < kNumClearings && wood_from.size() < 3; ++c) {
    if (s.marquise.wood[c] > 0) wood_from.push_back(c);
  }
  for (int c = 0; c < kNumClearings; ++c) {
    if (s.marquise.wood[c] == 0) {
      wood_from.push_back(c);
      break;
    }
  }
  std::vector<std::vector<int>> wood_lists = {{}};
  for (int x : wood_from) wood_lists.push_back({x});
  for (int x : wood_from) {
    for (int y : wood_from) wood_lists.push_back({x, y});
  }

  for (int seat = 0; seat < s.players; ++seat) {
    const int f = Fi(FactionOf(s, seat));
    // Cards combined with other fields: hand, play area, Decree, beside the
    // map, plus -1 and the first and last card.
    std::vector<int> cards = {-1, 0, kNumCards - 1};
    AddMask(cards, s.hand[seat]);
    AddMask(cards, s.play_area[seat]);
    for (uint64_t column : s.eyrie.decree) AddMask(cards, column);
    AddMask(cards, s.beside_map);
    // Decree cards: every one for the Eyrie; for another faction, which has
    // no Decree, the first one only (enough to see it refused, and it keeps
    // the move candidates, the largest group, half as many).
    std::vector<int> seat_decree =
        FactionOf(s, seat) == Faction::kEyrie || decree.size() <= 2
            ? decree
            : std::vector<int>{decree[0], decree[1]};
    for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
      Add(seat_decree, std::countr_zero(m));
      break;
    }
    std::vector<int> spent = {-1};
    AddMask(spent, s.hand[seat]);

    for (EK kind : {EK::kEndPhase, EK::kPass, EK::kTurmoil, EK::kAllyHit}) out.push_back(Ev(kind, seat));
    // The Alliance's kinds: supporters spent as every list of up to three
    // of the supporters (any order) plus one hand card, in every clearing;
    // outrage with every card or none.
    std::vector<int> support = {};
    AddMask(support, s.alliance.supporters);
    for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
      Add(support, std::countr_zero(m));
      break;
    }
    std::vector<std::vector<int>> spent_lists = {{}};
    for (int x : support) {
      spent_lists.push_back({x});
      for (int y : support) {
        spent_lists.push_back({x, y});
        for (int z : support)
          if (support.size() <= 6) spent_lists.push_back({x, y, z});
      }
    }
    for (int c = kFirstClearing; c < kNumClearings; ++c) {
      for (EK kind : {EK::kRevolt, EK::kSpreadSympathy}) {
        for (const std::vector<int>& list : spent_lists) {
          Event e = Ev(kind, seat);
          e.a = int8_t(c);
          for (size_t i = 0; i < list.size(); ++i) e.spent[i] = int8_t(list[i]);
          out.push_back(e);
        }
      }
      Event o = Ev(EK::kOrganize, seat);
      o.a = int8_t(c);
      out.push_back(o);
      for (int card : cards) {
        Event e = Ev(EK::kOutrage, seat);
        e.a = int8_t(c), e.card = int8_t(card);
        out.push_back(e);
      }
    }
    for (EK kind : {EK::kDiscard, EK::kAmbush, EK::kCounterAmbush, EK::kBattleCard,
                    EK::kFieldHospital, EK::kSpendBird, EK::kActivateDominance, EK::kMobilize,
                    EK::kTrain}) {
      for (int card = -1; card < kNumCards + 2; ++card) {
        Event e = Ev(kind, seat);
        e.card = int8_t(card);
        out.push_back(e);
      }
    }
    for (int c = kFirstClearing; c < kNumClearings; ++c) {
      for (EK kind : {EK::kPlaceKeep, EK::kPlaceStartingRoost, EK::kNewRoost, EK::kPlaceWood}) {
        Event e = Ev(kind, seat);
        e.a = int8_t(c);
        out.push_back(e);
      }
      for (int piece = -1; piece <= kNumPieceKinds; ++piece) {
        Event e = Ev(EK::kPlaceStartingBuilding, seat);
        e.a = int8_t(c), e.piece = int8_t(piece);
        out.push_back(e);
      }
      for (int d : seat_decree) {
        Event e = Ev(EK::kRecruit, seat);
        e.a = int8_t(c), e.decree = int8_t(d);
        out.push_back(e);
        for (int target = -1; target <= 2; ++target) {
          Event b = Ev(EK::kBattle, seat);
          b.a = int8_t(c), b.target = int8_t(target), b.decree = int8_t(d);
          out.push_back(b);
        }
        // With an ally's warriors on the attacker's side (Battle.ally):
        // every seat as defender and as ally, without a Decree card.
        if (d < 0)
          for (int target = 0; target < s.players; ++target)
            for (int ally = 0; ally <= s.players; ++ally) {
              Event b = Ev(EK::kBattle, seat);
              b.a = int8_t(c), b.target = int8_t(target), b.b = int8_t(ally);
              out.push_back(b);
            }
      }
      // Moves: every pair, counts up to one past the warriors there.
      const int here = ValidClearing(c) ? s.warriors[f][c] : 0;
      for (int to = kFirstClearing; to < kNumClearings; ++to) {
        for (int n = 0; n <= here + 1; ++n) {
          for (int d : seat_decree) {
            Event e = Ev(EK::kMove, seat);
            e.a = int8_t(c), e.b = int8_t(to), e.n = int8_t(n), e.decree = int8_t(d);
            out.push_back(e);
          }
        }
      }
      // Builds: every piece; wood lists without a Decree card, and every
      // Decree card with no wood (a build pays with one or the other).
      for (int piece = -1; piece <= kNumPieceKinds; ++piece) {
        for (const std::vector<int>& wood : wood_lists) {
          Event e = Ev(EK::kBuild, seat);
          e.a = int8_t(c), e.piece = int8_t(piece);
          for (size_t i = 0; i < wood.size(); ++i) e.wood[i] = int8_t(wood[i]);
          out.push_back(e);
        }
        for (int d : seat_decree) {
          if (d < 0) continue;
          Event e = Ev(EK::kBuild, seat);
          e.a = int8_t(c), e.piece = int8_t(piece), e.decree = int8_t(d);
          out.push_back(e);
        }
      }
      for (int card : cards) {
        Event e = Ev(EK::kOverwork, seat);
        e.card = int8_t(card), e.a = int8_t(c);
        out.push_back(e);
      }
    }
    for (int n = -1; n <= kNumLeaders; ++n) {
      Event e = Ev(EK::kChooseLeader, seat);
      e.n = int8_t(n);
      out.push_back(e);
    }
    for (int piece = -1; piece <= kNumPieceKinds; ++piece) {
      Event e = Ev(EK::kRemovePiece, seat);
      e.piece = int8_t(piece);
      out.push_back(e);
    }
    for (int card : cards) {
      for (int n = -1; n <= kNumColumns; ++n) {
        Event e = Ev(EK::kAddToDecree, seat);
        e.card = int8_t(card), e.n = int8_t(n);
        out.push_back(e);
      }
      for (int code = 0; code < 4 * 4 * 4; ++code) {
        Event e = Ev(EK::kCraft, seat);
        e.card = int8_t(card);
        e.uses = {int8_t(code % 4), int8_t(code / 4 % 4), int8_t(code / 16)};
        out.push_back(e);
      }
      for (int c = kFirstClearing; c < kNumClearings; ++c) {
        for (int target = -1; target <= 2; ++target) {
          Event e = Ev(EK::kUseCard, seat);
          e.card = int8_t(card), e.a = int8_t(c), e.target = int8_t(target);
          out.push_back(e);
        }
      }
    }
    for (int card : dominance) {
      for (int target : spent) {
        Event e = Ev(EK::kTakeDominance, seat);
        e.card = int8_t(card), e.target = int8_t(target);
        out.push_back(e);
      }
    }
    VagabondCandidates(s, seat, cards, out);
    CompanyCandidates(s, seat, cards, out);
    DisruptionCandidates(s, seat, out);
    LizardCandidates(s, seat, cards, out);
    if (SeatOf(s, Faction::kMechanical) >= 0) SpyCandidates(s, seat, cards, out);
  }
}

// Byte order on events (Event compares bytewise), so that the legal list can
// be sorted once per state and each candidate looked up by binary search.
bool ByteLess(const Event& x, const Event& y) { return std::memcmp(&x, &y, sizeof(Event)) < 0; }

bool Listed(const std::vector<Event>& sorted_legal, const Event& e) {
  auto it = std::lower_bound(sorted_legal.begin(), sorted_legal.end(), e, ByteLess);
  return it != sorted_legal.end() && *it == e;
}

std::string Describe(const State& s, const Event& e, int actor) {
  const Verdict v = Validate(s, e);
  return absl::StrCat("event \"", EventText(e), "\" (kind ", int(e.kind), " seat ", int(e.seat),
                      " card ", int(e.card), " a ", int(e.a), " b ", int(e.b), " n ", int(e.n),
                      " target ", int(e.target), " piece ", int(e.piece), " decree ",
                      int(e.decree), " wood ", int(e.wood[0]), ",", int(e.wood[1]), ")\n",
                      v.ok() ? "reducer accepts, LegalEvents does not list it"
                             : absl::StrCat("LegalEvents lists it, reducer rejects: ",
                                            v.rule().id, " (", v.why(), ")"),
                      "\nactor ", actor, " phase ", int(s.phase), " step ", int(s.step),
                      " fstep ", int(s.fstep), " battle ", s.battle.active, "/",
                      int(s.battle.stage), "\n", StateText(s));
}

TEST(RootLegal, ListsExactlyWhatTheReducerAccepts) {
  int checked_states = 0;
  for (MapSide map : {MapSide::kAutumn, MapSide::kWinter}) {
    // Seat orders: two seats either way, the Alliance with the Marquise, three
    // seats, the Vagabond with the Eyrie, four seats, the Company in two to
    // four, the Lizard Cult in two to four, the Mechanical Marquise in two to
    // four (the spies in every deck).
    for (int order = 0; order < 15; ++order) {
      for (uint64_t seed = 1; seed <= 2; ++seed) {
        MatchSetup setup;
        setup.map = map;
        using F = Faction;
        const std::array<std::array<Faction, kMaxSeats>, 15> orders = {{
            {F::kMarquise, F::kEyrie},
            {F::kEyrie, F::kMarquise},
            {F::kAlliance, F::kMarquise},
            {F::kEyrie, F::kAlliance, F::kMarquise},
            {F::kVagabond, F::kEyrie},
            {F::kMarquise, F::kVagabond, F::kAlliance, F::kEyrie},
            {F::kCompany, F::kMarquise},
            {F::kEyrie, F::kCompany, F::kAlliance},
            {F::kMarquise, F::kCompany, F::kVagabond, F::kEyrie},
            {F::kLizard, F::kMarquise},
            {F::kEyrie, F::kLizard, F::kAlliance},
            {F::kVagabond, F::kLizard, F::kCompany, F::kMarquise},
            {F::kMechanical, F::kEyrie},
            {F::kEyrie, F::kMechanical, F::kCompany},
            {F::kVagabond, F::kAlliance, F::kMechanical, F::kLizard},
        }};
        const std::array<int, 15> seats = {2, 2, 2, 3, 2, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4};
        setup.factions = orders[order];
        setup.players = seats[order];
        const std::string where = absl::StrCat("map ", int(map), " seat order ", order,
                                               " seed ", seed);
        std::mt19937_64 rng(seed * 131 + int(map) * 7 + order);
        State s = NewInitialState(setup);
        std::vector<Event> legal, candidates;
        int failures = 0;
        for (int step = 0; step < 500 && ActorOf(s) != kTerminalActor; ++step) {
          const int actor = ActorOf(s);
          legal.clear();
          LegalEvents(s, [&](const Event& e) { legal.push_back(e); });
          for (const Event& e : legal) {
            if (!Validate(s, e).ok() && ++failures <= 5) {
              ADD_FAILURE() << where << " step " << step << ": " << Describe(s, e, actor);
            }
          }
          std::sort(legal.begin(), legal.end(), ByteLess);
          Candidates(s, candidates);
          for (const Event& e : candidates) {
            if (Validate(s, e).ok() != Listed(legal, e) && ++failures <= 5) {
              ADD_FAILURE() << where << " step " << step << ": " << Describe(s, e, actor);
            }
          }
          ASSERT_EQ(failures, 0) << where << " step " << step << ": stopping this game";
          ++checked_states;
          Event next;
          if (actor == kChanceActor) {
            next = SampleChance(s, absl::BitGenRef(rng));
          } else {
            // Picked from the byte-sorted list: still one fixed choice per seed.
            ASSERT_FALSE(legal.empty()) << where << " step " << step;
            next = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
          }
          absl::StatusOr<State> after = Apply(s, next);
          ASSERT_TRUE(after.ok()) << where << " step " << step << ": " << after.status();
          s = *after;
        }
      }
    }
  }
  EXPECT_GT(checked_states, 1000);
}

// facts 4.3 Allied: the Vagabond Allied with both others, whose warriors are
// in every clearing, so that battles with an ally's warriors and the hits on
// them (kAllyHit) come up often; the same exactness check on each state.
TEST(RootLegal, ListsExactlyWithAnAlliedVagabondInBattle) {
  int ally_battle_states = 0, ally_hit_states = 0, checked_states = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    MatchSetup setup;
    setup.players = 3;
    setup.factions = {Faction::kMarquise, Faction::kEyrie, Faction::kVagabond};
    std::mt19937_64 rng(seed * 977);
    State s = NewInitialState(setup);
    bool arranged = false;
    std::vector<Event> legal, candidates;
    int failures = 0;
    for (int step = 0; step < 600 && ActorOf(s) != kTerminalActor; ++step) {
      if (!arranged && s.phase != Phase::kSetup) {
        arranged = true;
        for (Faction f : {Faction::kMarquise, Faction::kEyrie}) {
          s.vagabond.relation[Fi(f)] = uint8_t(Relation::kAllied);
          for (int c = 0; c < kNumClearings; ++c)
            if (s.warriors[Fi(f)][c] == 0 && s.warrior_supply[Fi(f)] > 0) {
              ++s.warriors[Fi(f)][c];
              --s.warrior_supply[Fi(f)];
            }
        }
      }
      const int actor = ActorOf(s);
      legal.clear();
      LegalEvents(s, [&](const Event& e) { legal.push_back(e); });
      std::sort(legal.begin(), legal.end(), ByteLess);
      Candidates(s, candidates);
      for (const Event& e : candidates)
        if (Validate(s, e).ok() != Listed(legal, e) && ++failures <= 5)
          ADD_FAILURE() << "seed " << seed << " step " << step << ": " << Describe(s, e, actor);
      ASSERT_EQ(failures, 0) << "seed " << seed << " step " << step;
      ++checked_states;
      if (s.battle.active && s.battle.allies != 0) ++ally_battle_states;
      for (const Event& e : legal) ally_hit_states += e.kind == EventKind::kAllyHit;
      Event next;
      if (actor == kChanceActor) {
        next = SampleChance(s, absl::BitGenRef(rng));
      } else {
        ASSERT_FALSE(legal.empty());
        // Prefer a battle with an ally, or a hit on one, when listed.
        std::vector<Event> ally;
        for (const Event& e : legal)
          if ((e.kind == EventKind::kBattle && e.b >= 0) || e.kind == EventKind::kAllyHit) ally.push_back(e);
        const std::vector<Event>& from = ally.empty() ? legal : ally;
        next = from[std::uniform_int_distribution<size_t>(0, from.size() - 1)(rng)];
      }
      absl::StatusOr<State> after = Apply(s, next);
      ASSERT_TRUE(after.ok()) << "seed " << seed << " step " << step << ": " << after.status();
      s = *after;
    }
  }
  EXPECT_GT(checked_states, 1000);
  EXPECT_GT(ally_battle_states, 10);
  EXPECT_GT(ally_hit_states, 0);
}

}  // namespace
}  // namespace arbiter::root
