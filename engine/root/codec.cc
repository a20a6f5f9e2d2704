#include "engine/root/codec.h"

#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"
#include "engine/root/codec_checks.h"
#include "engine/root/factions/faction.h"
#include "engine/root/factions/codecs.h"
#include "engine/root/rule_ids.h"

namespace arbiter::root {
namespace {

namespace rp = ::arbiter::pb::root;

absl::Status Bad(absl::string_view why) { return Malformed(rules::kMalformed, why); }

using codec_checks::Card;
using codec_checks::Clearing;

// Protobuf holds an enum field as its number, whatever it is.
bool PieceOf(rp::Piece p, int8_t* out) { return codec_checks::PieceOf(uint32_t(p), out); }

// The supporters a revolt or spread spends, into e.spent.
absl::Status Spent(const google::protobuf::RepeatedField<uint32_t>& cards, Event& e,
                   absl::string_view what) {
  if (cards.size() > kMaxSpent) return Bad(absl::StrCat(what, ": too many supporters"));
  for (int i = 0; i < cards.size(); ++i)
    if (!Card(cards[i], &e.spent[i])) return Bad(absl::StrCat(what, ": supporters"));
  return absl::OkStatus();
}

}  // namespace

namespace {

// DecodeEvent into `e`, which holds a default Event on entry.
absl::Status DecodeInto(const pb::Event& event, Event& e) {
  if (!event.has_root()) return Bad("not a Root event");
  const rp::Event& r = event.root();
  if (r.seat() >= kMaxSeats) return Bad("no such seat");
  e.seat = int8_t(r.seat());
  switch (r.body_case()) {
    case rp::Event::kDeckShuffle: {
      e.kind = EventKind::kDeckShuffle;
      e.seat = 0;
      if (r.deck_shuffle().cards_size() > kNumCards) return Bad("deck_shuffle: too many cards");
      for (uint32_t c : r.deck_shuffle().cards()) {
        int8_t card;
        if (!Card(c, &card)) return Bad("deck_shuffle: no such card");
        e.order[e.order_len++] = uint8_t(card);
      }
      return absl::OkStatus();
    }
    case rp::Event::kSuitMarkers: {
      e.kind = EventKind::kSuitMarkers;
      e.seat = 0;
      if (r.suit_markers().suits_size() != kNumClearings)
        return Bad("suit_markers: one per clearing");
      for (int s : r.suit_markers().suits()) {
        if (s < rp::FOX || s > rp::MOUSE) return Bad("suit_markers: fox, rabbit or mouse");
        e.order[e.order_len++] = uint8_t(s - 1);
      }
      return absl::OkStatus();
    }
    case rp::Event::kDice:
      e.kind = EventKind::kDice;
      e.seat = 0;
      if (r.dice().first() > 3 || r.dice().second() > 3) return Bad("dice: faces are 0..3");
      e.a = int8_t(r.dice().first());
      e.b = int8_t(r.dice().second());
      return absl::OkStatus();
    case rp::Event::kPlaceKeep:
      e.kind = EventKind::kPlaceKeep;
      if (!Clearing(r.place_keep().clearing(), &e.a)) return Bad("place_keep: clearing");
      return absl::OkStatus();
    case rp::Event::kPlaceStartingBuilding: {
      e.kind = EventKind::kPlaceStartingBuilding;
      const auto& m = r.place_starting_building();
      if (!Clearing(m.clearing(), &e.a)) return Bad("place_starting_building: clearing");
      if (!PieceOf(m.building(), &e.piece)) return Bad("place_starting_building: building");
      return absl::OkStatus();
    }
    case rp::Event::kPlaceStartingRoost:
      e.kind = EventKind::kPlaceStartingRoost;
      if (!Clearing(r.place_starting_roost().clearing(), &e.a))
        return Bad("place_starting_roost: clearing");
      return absl::OkStatus();
    case rp::Event::kChooseLeader: {
      e.kind = EventKind::kChooseLeader;
      int l = r.choose_leader().leader();
      if (l < rp::BUILDER || l > rp::DESPOT) return Bad("choose_leader: leader");
      e.n = int8_t(l - 1);
      return absl::OkStatus();
    }
    case rp::Event::kEndPhase:
      e.kind = EventKind::kEndPhase;
      return absl::OkStatus();
    case rp::Event::kPass:
      e.kind = EventKind::kPass;
      return absl::OkStatus();
    case rp::Event::kDiscard:
      e.kind = EventKind::kDiscard;
      if (!Card(r.discard().card(), &e.card)) return Bad("discard: card");
      return absl::OkStatus();
    case rp::Event::kMove: {
      e.kind = EventKind::kMove;
      const auto& m = r.move();
      if (!Clearing(m.from(), &e.a) || !Clearing(m.to(), &e.b)) return Bad("move: clearing");
      if (m.warriors() > 100) return Bad("move: warriors");
      e.n = int8_t(m.warriors());
      if (m.has_decree_card() && !Card(m.decree_card(), &e.decree, true))
        return Bad("move: decree_card");
      return absl::OkStatus();
    }
    case rp::Event::kBattle: {
      e.kind = EventKind::kBattle;
      const auto& m = r.battle();
      if (!Clearing(m.clearing(), &e.a)) return Bad("battle: clearing");
      if (m.defender() >= kMaxSeats) return Bad("battle: defender");
      e.target = int8_t(m.defender());
      if (m.has_decree_card() && !Card(m.decree_card(), &e.decree, true))
        return Bad("battle: decree_card");
      if (m.has_ally()) {
        if (m.ally() >= kMaxSeats) return Bad("battle: ally");
        e.b = int8_t(m.ally());
      }
      return absl::OkStatus();
    }
    case rp::Event::kAmbush:
      e.kind = EventKind::kAmbush;
      if (!Card(r.ambush().card(), &e.card)) return Bad("ambush: card");
      return absl::OkStatus();
    case rp::Event::kCounterAmbush:
      e.kind = EventKind::kCounterAmbush;
      if (!Card(r.counter_ambush().card(), &e.card)) return Bad("counter_ambush: card");
      return absl::OkStatus();
    case rp::Event::kBattleCard:
      e.kind = EventKind::kBattleCard;
      if (!Card(r.battle_card().card(), &e.card)) return Bad("battle_card: card");
      return absl::OkStatus();
    case rp::Event::kRemovePiece:
      e.kind = EventKind::kRemovePiece;
      if (!PieceOf(r.remove_piece().piece(), &e.piece)) return Bad("remove_piece: piece");
      return absl::OkStatus();
    case rp::Event::kFieldHospital:
      e.kind = EventKind::kFieldHospital;
      if (!Card(r.field_hospital().card(), &e.card)) return Bad("field_hospital: card");
      return absl::OkStatus();
    case rp::Event::kCraft: {
      e.kind = EventKind::kCraft;
      const auto& m = r.craft();
      if (!Card(m.card(), &e.card)) return Bad("craft: card");
      if (m.pieces_fox() > 12 || m.pieces_rabbit() > 12 || m.pieces_mouse() > 12)
        return Bad("craft: pieces");
      e.uses = {int8_t(m.pieces_fox()), int8_t(m.pieces_rabbit()), int8_t(m.pieces_mouse())};
      return absl::OkStatus();
    }
    case rp::Event::kRecruit: {
      e.kind = EventKind::kRecruit;
      const auto& m = r.recruit();
      if (m.clearing() != 0 && !Clearing(m.clearing(), &e.a)) return Bad("recruit: clearing");
      if (m.has_decree_card() && !Card(m.decree_card(), &e.decree, true))
        return Bad("recruit: decree_card");
      return absl::OkStatus();
    }
    case rp::Event::kBuild: {
      e.kind = EventKind::kBuild;
      const auto& m = r.build();
      if (!PieceOf(m.building(), &e.piece)) return Bad("build: building");
      if (!Clearing(m.clearing(), &e.a)) return Bad("build: clearing");
      if (m.wood_from_size() > kMaxWood) return Bad("build: too much wood");
      for (int i = 0; i < m.wood_from_size(); ++i)
        if (!Clearing(m.wood_from(i), &e.wood[i])) return Bad("build: wood_from");
      if (m.has_decree_card() && !Card(m.decree_card(), &e.decree, true))
        return Bad("build: decree_card");
      return absl::OkStatus();
    }
    case rp::Event::kOverwork:
      e.kind = EventKind::kOverwork;
      if (!Card(r.overwork().card(), &e.card)) return Bad("overwork: card");
      if (!Clearing(r.overwork().clearing(), &e.a)) return Bad("overwork: clearing");
      return absl::OkStatus();
    case rp::Event::kSpendBird:
      e.kind = EventKind::kSpendBird;
      if (!Card(r.spend_bird().card(), &e.card)) return Bad("spend_bird: card");
      return absl::OkStatus();
    case rp::Event::kAddToDecree: {
      e.kind = EventKind::kAddToDecree;
      if (!Card(r.add_to_decree().card(), &e.card)) return Bad("add_to_decree: card");
      int col = r.add_to_decree().column();
      if (col < rp::COL_RECRUIT || col > rp::COL_BUILD) return Bad("add_to_decree: column");
      e.n = int8_t(col - 1);
      return absl::OkStatus();
    }
    case rp::Event::kNewRoost:
      e.kind = EventKind::kNewRoost;
      if (!Clearing(r.new_roost().clearing(), &e.a)) return Bad("new_roost: clearing");
      return absl::OkStatus();
    case rp::Event::kTurmoil:
      e.kind = EventKind::kTurmoil;
      return absl::OkStatus();
    case rp::Event::kAllyHit:
      e.kind = EventKind::kAllyHit;
      return absl::OkStatus();
    case rp::Event::kUseCard:
      e.kind = EventKind::kUseCard;
      if (!Card(r.use_card().card(), &e.card)) return Bad("use_card: card");
      if (r.use_card().clearing() != 0 && !Clearing(r.use_card().clearing(), &e.a))
        return Bad("use_card: clearing");
      if (r.use_card().target() >= kMaxSeats) return Bad("use_card: target");
      e.target = int8_t(r.use_card().target());
      return absl::OkStatus();
    case rp::Event::kRandomCard:
      e.kind = EventKind::kRandomCard;
      e.seat = 0;
      if (!Card(r.random_card().card(), &e.card)) return Bad("random_card: card");
      return absl::OkStatus();
    case rp::Event::kTakeDominance:
      e.kind = EventKind::kTakeDominance;
      if (!Card(r.take_dominance().card(), &e.card) || !Card(r.take_dominance().spend(), &e.target))
        return Bad("take_dominance: card");
      return absl::OkStatus();
    case rp::Event::kActivateDominance:
      e.kind = EventKind::kActivateDominance;
      if (!Card(r.activate_dominance().card(), &e.card)) return Bad("activate_dominance: card");
      return absl::OkStatus();
    case rp::Event::kPlaceWood:
      e.kind = EventKind::kPlaceWood;
      if (!Clearing(r.place_wood().clearing(), &e.a)) return Bad("place_wood: clearing");
      return absl::OkStatus();
    case rp::Event::kRevolt:
      e.kind = EventKind::kRevolt;
      if (!Clearing(r.revolt().clearing(), &e.a)) return Bad("revolt: clearing");
      return Spent(r.revolt().supporters(), e, "revolt");
    case rp::Event::kSpreadSympathy:
      e.kind = EventKind::kSpreadSympathy;
      if (!Clearing(r.spread_sympathy().clearing(), &e.a)) return Bad("spread_sympathy: clearing");
      return Spent(r.spread_sympathy().supporters(), e, "spread_sympathy");
    case rp::Event::kMobilize:
      e.kind = EventKind::kMobilize;
      if (!Card(r.mobilize().card(), &e.card)) return Bad("mobilize: card");
      return absl::OkStatus();
    case rp::Event::kTrain:
      e.kind = EventKind::kTrain;
      if (!Card(r.train().card(), &e.card)) return Bad("train: card");
      return absl::OkStatus();
    case rp::Event::kOrganize:
      e.kind = EventKind::kOrganize;
      if (!Clearing(r.organize().clearing(), &e.a)) return Bad("organize: clearing");
      return absl::OkStatus();
    case rp::Event::kOutrage:
      e.kind = EventKind::kOutrage;
      if (!Clearing(r.outrage().clearing(), &e.a)) return Bad("outrage: clearing");
      if (r.outrage().has_card() && !Card(r.outrage().card(), &e.card)) return Bad("outrage: card");
      return absl::OkStatus();
    case rp::Event::BODY_NOT_SET:
      break;
    default: {
      for (const FactionCodec& codec : FactionCodecs()) {
        bool handled = false;
        absl::Status status = codec.decode(r, e, &handled);
        if (handled) return status;
      }
      break;
    }
  }
  return Bad("Root event without a body");
}

}  // namespace

absl::StatusOr<Event> DecodeEvent(const pb::Event& event) {
  // Decoded in place, into the one object returned (no copy of the event
  // per call).
  absl::StatusOr<Event> out(absl::in_place);
  absl::Status status = DecodeInto(event, *out);
  if (!status.ok()) out = std::move(status);
  return out;
}

void EncodeEvent(const Event& e, pb::Event* out) {
  rp::Event* r = out->mutable_root();
  if (!IsChance(e.kind)) r->set_seat(uint32_t(e.seat));
  auto clearing = [](int8_t c) { return uint32_t(c + 1); };
  auto card = [](int8_t c) { return uint32_t(c + 1); };
  auto piece = [](int8_t p) { return codec_checks::ProtoPiece(p); };
  switch (e.kind) {
    case EventKind::kNone:
      break;
    case EventKind::kDeckShuffle:
      for (int i = 0; i < e.order_len; ++i) r->mutable_deck_shuffle()->add_cards(e.order[i] + 1);
      if (e.order_len == 0) r->mutable_deck_shuffle();
      break;
    case EventKind::kSuitMarkers:
      for (int i = 0; i < e.order_len; ++i)
        r->mutable_suit_markers()->add_suits(rp::Suit(e.order[i] + 1));
      break;
    case EventKind::kDice:
      r->mutable_dice()->set_first(uint32_t(e.a));
      r->mutable_dice()->set_second(uint32_t(e.b));
      break;
    case EventKind::kPlaceKeep:
      r->mutable_place_keep()->set_clearing(clearing(e.a));
      break;
    case EventKind::kPlaceStartingBuilding:
      r->mutable_place_starting_building()->set_building(piece(e.piece));
      r->mutable_place_starting_building()->set_clearing(clearing(e.a));
      break;
    case EventKind::kPlaceStartingRoost:
      r->mutable_place_starting_roost()->set_clearing(clearing(e.a));
      break;
    case EventKind::kChooseLeader:
      r->mutable_choose_leader()->set_leader(rp::Leader(e.n + 1));
      break;
    case EventKind::kEndPhase:
      r->mutable_end_phase();
      break;
    case EventKind::kPass:
      r->mutable_pass();
      break;
    case EventKind::kDiscard:
      r->mutable_discard()->set_card(card(e.card));
      break;
    case EventKind::kMove: {
      auto* m = r->mutable_move();
      m->set_from(clearing(e.a));
      m->set_to(clearing(e.b));
      m->set_warriors(uint32_t(e.n));
      if (e.decree >= 0) m->set_decree_card(card(e.decree));
      break;
    }
    case EventKind::kBattle: {
      auto* m = r->mutable_battle();
      m->set_clearing(clearing(e.a));
      m->set_defender(uint32_t(e.target));
      if (e.decree >= 0) m->set_decree_card(card(e.decree));
      if (e.b >= 0) m->set_ally(uint32_t(e.b));
      break;
    }
    case EventKind::kAmbush:
      r->mutable_ambush()->set_card(card(e.card));
      break;
    case EventKind::kCounterAmbush:
      r->mutable_counter_ambush()->set_card(card(e.card));
      break;
    case EventKind::kBattleCard:
      r->mutable_battle_card()->set_card(card(e.card));
      break;
    case EventKind::kRemovePiece:
      r->mutable_remove_piece()->set_piece(piece(e.piece));
      break;
    case EventKind::kFieldHospital:
      r->mutable_field_hospital()->set_card(card(e.card));
      break;
    case EventKind::kCraft: {
      auto* m = r->mutable_craft();
      m->set_card(card(e.card));
      m->set_pieces_fox(uint32_t(e.uses[0]));
      m->set_pieces_rabbit(uint32_t(e.uses[1]));
      m->set_pieces_mouse(uint32_t(e.uses[2]));
      break;
    }
    case EventKind::kRecruit: {
      auto* m = r->mutable_recruit();
      if (e.a >= 0) m->set_clearing(clearing(e.a));
      if (e.decree >= 0) m->set_decree_card(card(e.decree));
      break;
    }
    case EventKind::kBuild: {
      auto* m = r->mutable_build();
      m->set_building(piece(e.piece));
      m->set_clearing(clearing(e.a));
      for (int i = 0; i < kMaxWood && e.wood[i] >= 0; ++i) m->add_wood_from(clearing(e.wood[i]));
      if (e.decree >= 0) m->set_decree_card(card(e.decree));
      break;
    }
    case EventKind::kOverwork:
      r->mutable_overwork()->set_card(card(e.card));
      r->mutable_overwork()->set_clearing(clearing(e.a));
      break;
    case EventKind::kSpendBird:
      r->mutable_spend_bird()->set_card(card(e.card));
      break;
    case EventKind::kAddToDecree:
      r->mutable_add_to_decree()->set_card(card(e.card));
      r->mutable_add_to_decree()->set_column(rp::Column(e.n + 1));
      break;
    case EventKind::kNewRoost:
      r->mutable_new_roost()->set_clearing(clearing(e.a));
      break;
    case EventKind::kTurmoil:
      r->mutable_turmoil();
      break;
    case EventKind::kAllyHit:
      r->mutable_ally_hit();
      break;
    case EventKind::kUseCard: {
      auto* m = r->mutable_use_card();
      m->set_card(card(e.card));
      if (e.a >= 0) m->set_clearing(clearing(e.a));
      m->set_target(uint32_t(e.target < 0 ? 0 : e.target));
      break;
    }
    case EventKind::kRandomCard:
      r->mutable_random_card()->set_card(card(e.card));
      break;
    case EventKind::kPlaceWood:
      r->mutable_place_wood()->set_clearing(clearing(e.a));
      break;
    case EventKind::kTakeDominance:
      r->mutable_take_dominance()->set_card(card(e.card));
      r->mutable_take_dominance()->set_spend(card(e.target));
      break;
    case EventKind::kActivateDominance:
      r->mutable_activate_dominance()->set_card(card(e.card));
      break;
    case EventKind::kRevolt: {
      auto* m = r->mutable_revolt();
      m->set_clearing(clearing(e.a));
      for (int i = 0; i < kMaxSpent && e.spent[i] >= 0; ++i) m->add_supporters(card(e.spent[i]));
      break;
    }
    case EventKind::kSpreadSympathy: {
      auto* m = r->mutable_spread_sympathy();
      m->set_clearing(clearing(e.a));
      for (int i = 0; i < kMaxSpent && e.spent[i] >= 0; ++i) m->add_supporters(card(e.spent[i]));
      break;
    }
    case EventKind::kMobilize:
      r->mutable_mobilize()->set_card(card(e.card));
      break;
    case EventKind::kTrain:
      r->mutable_train()->set_card(card(e.card));
      break;
    case EventKind::kOrganize:
      r->mutable_organize()->set_clearing(clearing(e.a));
      break;
    case EventKind::kOutrage:
      r->mutable_outrage()->set_clearing(clearing(e.a));
      if (e.card >= 0) r->mutable_outrage()->set_card(card(e.card));
      break;
    default:
      for (const FactionCodec& codec : FactionCodecs())
        if (codec.encode(e, r)) break;
      break;
  }
}

absl::StatusOr<MatchSetup> DecodeConfig(const pb::Header& header) {
  if (header.config_case() != pb::Header::kRoot)
    return Malformed(rules::kConfig, "header: root config missing");
  const rp::Config& cfg = header.root();
  MatchSetup setup;
  int n = cfg.factions_size();
  // root.config: seed 派閥の組み合わせ — 2 to 4 distinct factions, each one
  // this build implements (factions/table.cc), in seat order.
  if (n < 2 || n > kMaxSeats)
    return Malformed(rules::kConfig,
                     absl::StrCat("config: ", n, " factions listed; Root seats 2 to ", kMaxSeats));
  if (header.players() != 0 && int(header.players()) != n)
    return Malformed(rules::kConfig, "header: players differs from the factions listed");
  setup.players = n;
  uint32_t seen = 0;
  // A faction that stands in for another (FactionRules::replaces: the
  // Mechanical Marquise for the Marquise, seed 001 【メカ野候国】《オートマ》)
  // never plays beside it; said before anything else about either.
  uint32_t listed = 0;
  for (int i = 0; i < n; ++i)
    if (cfg.factions(i) >= 1 && cfg.factions(i) <= kNumFactions) listed |= 1u << (cfg.factions(i) - 1);
  for (int f = 0; f < kNumFactions; ++f) {
    const int replaced = RulesOf(Faction(f)).replaces;
    if (replaced >= 0 && ((listed >> f) & 1) && ((listed >> replaced) & 1))
      return Malformed(rules::kConfig,
                       absl::StrCat("config: factions ", RulesOf(Faction(f)).name, " and ",
                                    RulesOf(Faction(replaced)).name, " never play in one game (the ",
                                    FactionName(Faction(f)), " replaces the ", FactionName(Faction(replaced)),
                                    "); list one of them"));
  }
  for (int i = 0; i < n; ++i) {
    const int f = cfg.factions(i);
    if (f < 1 || f > kNumFactions) {
      return Malformed(rules::kConfig,
                       absl::StrCat("config: seat ", i, " asks for faction ", f, " (",
                                    rp::Faction_Name(f).empty() ? "unknown" : rp::Faction_Name(f),
                                    "), which this build does not implement (built: ", BuiltFactionNames(), ")"));
    }
    // A faction whose turn is not built yet (no advance hook) is not playable.
    if (const FactionRules& fr = RulesOf(Faction(f - 1)); fr.advance == nullptr)
      return Malformed(rules::kConfig,
                       absl::StrCat("config: seat ", i, " asks for faction ", fr.name, ", not playable in this build"));
    if ((seen >> f) & 1)
      return Malformed(rules::kConfig, absl::StrCat("config: faction ", RulesOf(Faction(f - 1)).name,
                                                    " listed twice (seat ", i, ")"));
    seen |= 1u << f;
    setup.factions[i] = Faction(f - 1);
  }
  if (cfg.map() == rp::WINTER) {
    setup.map = MapSide::kWinter;
  } else if (cfg.map() == rp::AUTUMN || cfg.map() == rp::MAP_UNSPECIFIED) {
    setup.map = MapSide::kAutumn;
  } else {
    return Malformed(rules::kConfig, "config: unknown map");
  }
  if (cfg.turn_limit() > 10000) return Malformed(rules::kConfig, "config: turn_limit above 10000");
  setup.turn_limit = cfg.turn_limit() == 0 ? kDefaultTurnLimit : int(cfg.turn_limit());
  if (cfg.games() > 2) return Malformed(rules::kConfig, "config: games is 1 or 2");
  if (cfg.games() == 2 && n != 2)
    return Malformed(rules::kConfig, "config: the two-game match is for two players");
  setup.games = cfg.games() == 2 ? 2 : 1;
  return setup;
}

}  // namespace arbiter::root
