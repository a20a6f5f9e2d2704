#include "engine/rumble_nation/codec.h"

#include <algorithm>

#include "absl/strings/str_format.h"
#include "engine/core/status_macros.h"
#include "engine/rumble_nation/rule_ids.h"

namespace arbiter::rumble_nation {
namespace {

namespace pbrn = ::arbiter::pb::rumble_nation;

// Proto area numbers are index + 1; 0 means "not given".
absl::StatusOr<AreaIndex> DecodeArea(int value, bool required) {
  if (value == 0 && !required) return kNoArea;
  if (value < 1 || value > kNumAreas) {
    return Malformed(rules::kEventBadArea,
                     absl::StrFormat("area %d does not exist (1..%d)", value,
                                     kNumAreas));
  }
  return static_cast<AreaIndex>(value - 1);
}

absl::StatusOr<Card> DecodeCard(int value) {
  if (value < 1 || value > kNumCards) {
    return Malformed(rules::kEventBadCard,
                     absl::StrFormat("card %d does not exist (1..%d)", value,
                                     kNumCards));
  }
  return static_cast<Card>(value);
}

absl::StatusOr<Seat> DecodeSeat(uint32_t value, int players,
                                absl::string_view what) {
  if (value >= static_cast<uint32_t>(players)) {
    return Malformed(rules::kEventBadSeat,
                     absl::StrFormat("%s %d does not exist in a %d-player game",
                                     what, value, players));
  }
  return static_cast<Seat>(value);
}

// Counts beyond 255 cannot be legal anywhere; saturating keeps the claim
// wrong without widening the decoded event.
uint8_t Saturate(uint32_t v) { return static_cast<uint8_t>(std::min<uint32_t>(v, 255)); }

absl::StatusOr<Event> DecodeCardEvent(const pbrn::PlayCard& in, int players,
                                      Event e) {
  ARBITER_ASSIGN_OR_RETURN(e.card, DecodeCard(in.card()));
  bool uses_from = false, uses_to = false, uses_opponent = false,
       uses_takes = false;
  switch (e.card) {
    case Card::kJoraku:
    case Card::kTaikyaku:
      uses_takes = true;
      break;
    case Card::kKasei:
      uses_to = true;
      break;
    case Card::kMuhon:
      uses_from = uses_opponent = true;
      break;
    case Card::kTsuiho:
    case Card::kHitojichi:
    case Card::kOtori:
      uses_from = uses_to = uses_opponent = true;
      break;
    default:
      uses_from = uses_to = true;
      break;
  }
  if (uses_from) {
    ARBITER_ASSIGN_OR_RETURN(e.from, DecodeArea(in.from(), false));
  }
  if (uses_to) {
    ARBITER_ASSIGN_OR_RETURN(e.to, DecodeArea(in.to(), false));
  }
  if (uses_opponent) {
    ARBITER_ASSIGN_OR_RETURN(e.opponent, DecodeSeat(in.opponent(), players, "opponent"));
  }
  if (uses_takes) {
    if (in.takes_size() > kMaxTakes) {
      return Malformed(rules::kEventBadArea,
                       absl::StrFormat("%d takes; a card takes from at most %d areas",
                                       in.takes_size(), kMaxTakes));
    }
    for (const pbrn::AreaCount& take : in.takes()) {
      Take& t = e.takes[e.take_count++];
      ARBITER_ASSIGN_OR_RETURN(t.area, DecodeArea(take.area(), true));
      t.count = Saturate(take.count());
    }
  }
  return e;
}

}  // namespace

absl::StatusOr<Event> DecodeEvent(const pb::Event& in, int players) {
  if (in.body_case() != pb::Event::kRumbleNation) {
    return Malformed(rules::kEventOtherGame,
                     in.body_case() == pb::Event::BODY_NOT_SET
                         ? "the event has no body"
                         : "the event belongs to another game");
  }
  const pbrn::Event& rn = in.rumble_nation();
  Event e;
  switch (rn.kind_case()) {
    case pbrn::Event::kDealCastles: {
      e.kind = EventKind::kDealCastles;
      const auto& values = rn.deal_castles().values();
      if (values.size() != kNumAreas) {
        return Malformed(rules::kEventBadCastles,
                         absl::StrFormat("%d castle values; there are %d areas",
                                         values.size(), kNumAreas));
      }
      for (int a = 0; a < kNumAreas; ++a) {
        if (values[a] < kMinCastle || values[a] > kMaxCastle) {
          return Malformed(rules::kEventBadCastles,
                           absl::StrFormat("castle value %d is not 2..12", values[a]));
        }
        e.values[a] = static_cast<uint8_t>(values[a]);
      }
      return e;
    }
    case pbrn::Event::kRevealCards: {
      e.kind = EventKind::kRevealCards;
      const auto& cards = rn.reveal_cards().cards();
      if (cards.size() > kMaxDisplay) {
        return Malformed(rules::kDisplaySize,
                         absl::StrFormat("%d cards revealed; at most %d are shown",
                                         cards.size(), kMaxDisplay));
      }
      for (int card : cards) {
        ARBITER_ASSIGN_OR_RETURN(e.cards[e.card_count], DecodeCard(card));
        ++e.card_count;
      }
      return e;
    }
    case pbrn::Event::kDice: {
      e.kind = EventKind::kDice;
      const auto& faces = rn.dice().faces();
      if (faces.size() != kNumDice) {
        return Malformed(rules::kEventBadDice,
                         absl::StrFormat("%d dice; the game rolls %d",
                                         faces.size(), kNumDice));
      }
      for (int d = 0; d < kNumDice; ++d) {
        if (faces[d] < 1 || faces[d] > 6) {
          return Malformed(rules::kEventBadDice,
                           absl::StrFormat("die face %d is not 1..6", faces[d]));
        }
        e.faces[d] = static_cast<uint8_t>(faces[d]);
      }
      return e;
    }
    case pbrn::Event::KIND_NOT_SET:
      return Malformed(rules::kEventEmpty, "the event has no kind");
    default:
      break;
  }
  // Everything else is a seat's decision.
  ARBITER_ASSIGN_OR_RETURN(e.seat, DecodeSeat(rn.seat(), players, "seat"));
  switch (rn.kind_case()) {
    case pbrn::Event::kRoll:
      e.kind = EventKind::kRoll;
      return e;
    case pbrn::Event::kReroll:
      e.kind = EventKind::kReroll;
      return e;
    case pbrn::Event::kPlace: {
      e.kind = EventKind::kPlace;
      ARBITER_ASSIGN_OR_RETURN(e.area, DecodeArea(rn.place().area(), true));
      e.soldiers = Saturate(rn.place().soldiers());
      return e;
    }
    case pbrn::Event::kReinforce: {
      e.kind = EventKind::kReinforce;
      ARBITER_ASSIGN_OR_RETURN(e.to, DecodeArea(rn.reinforce().to(), true));
      return e;
    }
    case pbrn::Event::kPlayCard:
      e.kind = EventKind::kPlayCard;
      return DecodeCardEvent(rn.play_card(), players, e);
    default:
      return Malformed(rules::kEventEmpty, "unknown event kind");
  }
}

void EncodeEvent(const Event& e, pb::Event* out) {
  pbrn::Event* rn = out->mutable_rumble_nation();
  rn->Clear();
  auto area = [](AreaIndex a) { return static_cast<pbrn::Area>(a + 1); };
  switch (e.kind) {
    case EventKind::kDealCastles:
      for (uint8_t v : e.values) rn->mutable_deal_castles()->add_values(v);
      return;
    case EventKind::kRevealCards:
      for (int i = 0; i < e.card_count; ++i) {
        rn->mutable_reveal_cards()->add_cards(static_cast<pbrn::Card>(e.cards[i]));
      }
      return;
    case EventKind::kDice:
      for (uint8_t f : e.faces) rn->mutable_dice()->add_faces(f);
      return;
    default:
      break;
  }
  rn->set_seat(e.seat);
  switch (e.kind) {
    case EventKind::kRoll:
      rn->mutable_roll();
      return;
    case EventKind::kReroll:
      rn->mutable_reroll();
      return;
    case EventKind::kPlace:
      rn->mutable_place()->set_area(area(e.area));
      rn->mutable_place()->set_soldiers(e.soldiers);
      return;
    case EventKind::kReinforce:
      rn->mutable_reinforce()->set_to(area(e.to));
      return;
    case EventKind::kPlayCard: {
      pbrn::PlayCard* card = rn->mutable_play_card();
      card->set_card(static_cast<pbrn::Card>(e.card));
      if (e.from != kNoArea) card->set_from(area(e.from));
      if (e.to != kNoArea) card->set_to(area(e.to));
      if (e.opponent != kNobody) card->set_opponent(e.opponent);
      for (int i = 0; i < e.take_count; ++i) {
        pbrn::AreaCount* take = card->add_takes();
        take->set_area(area(e.takes[i].area));
        take->set_count(e.takes[i].count);
      }
      return;
    }
    default:
      return;
  }
}

}  // namespace arbiter::rumble_nation
