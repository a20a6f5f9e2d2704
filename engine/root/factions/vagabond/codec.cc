#include "engine/root/factions/vagabond/codec.h"

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"
#include "engine/root/codec_checks.h"
#include "engine/root/rule_ids.h"
#include "engine/root/state.h"

namespace arbiter::root::vagabond {
namespace {

namespace rp = ::arbiter::pb::root;
using codec_checks::Card;
using codec_checks::Clearing;

absl::Status Bad(absl::string_view why) { return Malformed(rules::kMalformed, why); }

bool ItemOf(uint32_t v, int8_t* out) {
  if (v < uint32_t(rp::BOOT) || v > uint32_t(rp::TORCH)) return false;
  *out = int8_t(v);  // proto numbers are the engine's Item
  return true;
}
bool Forest(uint32_t v, int8_t* out) {
  if (v < 1 || v > kMaxForests) return false;
  *out = int8_t(kForestAt + v - 1);
  return true;
}
bool Seat(uint32_t v, int8_t* out) {
  if (v >= kMaxSeats) return false;
  *out = int8_t(v);
  return true;
}

// An ItemTile into n (item) and piece (the flag `flag` of the event kind).
absl::Status Tile(const rp::ItemTile& t, bool flag, Event& e, absl::string_view what) {
  if (!ItemOf(t.item(), &e.n)) return Bad(absl::StrCat(what, ": item"));
  e.piece = int8_t(flag);
  return absl::OkStatus();
}

void TileOut(int item, bool exhausted, bool damaged, rp::ItemTile* t) {
  t->set_item(rp::Item(item));
  t->set_exhausted(exhausted);
  t->set_damaged(damaged);
}

}  // namespace

absl::Status DecodeEvent(const rp::Event& r, Event& e, bool* handled) {
  *handled = true;
  switch (r.body_case()) {
    case rp::Event::kChooseCharacter: {
      e.kind = EventKind::kChooseCharacter;
      const uint32_t c = r.choose_character().character();
      if (c < uint32_t(rp::THIEF) || c > uint32_t(rp::RANGER)) return Bad("choose_character: character");
      e.n = int8_t(c - 1);
      return absl::OkStatus();
    }
    case rp::Event::kPlacePawn:
      e.kind = EventKind::kPlacePawn;
      if (!Forest(r.place_pawn().forest(), &e.a)) return Bad("place_pawn: forest");
      return absl::OkStatus();
    case rp::Event::kRefresh:
      e.kind = EventKind::kRefresh;
      if (r.refresh().item().exhausted() != true) return Bad("refresh: the item is an exhausted one");
      return Tile(r.refresh().item(), r.refresh().item().damaged(), e, "refresh");
    case rp::Event::kSlip: {
      e.kind = EventKind::kSlip;
      const rp::Location& to = r.slip().to();
      if (to.has_clearing() ? !Clearing(to.clearing(), &e.a) : !Forest(to.forest(), &e.a))
        return Bad("slip: to");
      return absl::OkStatus();
    }
    case rp::Event::kVagabondMove:
      e.kind = EventKind::kVbMove;
      if (!Clearing(r.vagabond_move().to(), &e.a)) return Bad("vagabond_move: to");
      if (!r.vagabond_move().has_ally()) {
        if (r.vagabond_move().warriors() != 0) return Bad("vagabond_move: warriors without an ally");
        return absl::OkStatus();
      }
      if (!Seat(r.vagabond_move().ally(), &e.target) || r.vagabond_move().warriors() < 1 ||
          r.vagabond_move().warriors() > kMaxAlliedWarriors)
        return Bad("vagabond_move: ally or warriors");
      e.n = int8_t(r.vagabond_move().warriors());
      return absl::OkStatus();
    case rp::Event::kExplore:
      e.kind = EventKind::kExplore;
      if (!ItemOf(r.explore().found(), &e.n)) return Bad("explore: found");
      return absl::OkStatus();
    case rp::Event::kStrike:
      e.kind = EventKind::kStrike;
      if (!Seat(r.strike().target(), &e.target)) return Bad("strike: target");
      if (r.strike().piece() != rp::PIECE_UNSPECIFIED &&
          !codec_checks::PieceOf(uint32_t(r.strike().piece()), &e.piece))
        return Bad("strike: piece");
      return absl::OkStatus();
    case rp::Event::kRepair:
      e.kind = EventKind::kRepair;
      if (!r.repair().item().damaged()) return Bad("repair: the item is a damaged one");
      return Tile(r.repair().item(), r.repair().item().exhausted(), e, "repair");
    case rp::Event::kAid: {
      e.kind = EventKind::kAid;
      const rp::Aid& a = r.aid();
      if (!Seat(a.target(), &e.target)) return Bad("aid: target");
      if (!Card(a.card(), &e.card)) return Bad("aid: card");
      if (!ItemOf(a.spent(), &e.n)) return Bad("aid: spent");
      e.b = 0;
      if (a.take() != rp::ITEM_UNSPECIFIED && !ItemOf(a.take(), &e.b)) return Bad("aid: take");
      return absl::OkStatus();
    }
    case rp::Event::kSpecial: {
      e.kind = EventKind::kSpecial;
      const rp::Special& sp = r.special();
      if (sp.has_target() && !Seat(sp.target(), &e.target)) return Bad("special: target");
      if (sp.has_card() && !Card(sp.card(), &e.card)) return Bad("special: card");
      if (sp.repaired_size() > kNumCards) return Bad("special: too many items");
      for (const rp::ItemTile& t : sp.repaired()) {
        int8_t item;
        if (!ItemOf(t.item(), &item) || !t.damaged()) return Bad("special: repaired item");
        e.order[e.order_len++] = uint8_t(item * 2 + (t.exhausted() ? 1 : 0));
      }
      return absl::OkStatus();
    }
    case rp::Event::kDiscardItem: {
      e.kind = EventKind::kDiscardItem;
      const rp::ItemTile& t = r.discard_item().item();
      if (!ItemOf(t.item(), &e.n)) return Bad("discard_item: item");
      e.piece = int8_t(int(t.damaged() ? ItemState::kDamagedUp : ItemState::kUp) + (t.exhausted() ? 1 : 0));
      return absl::OkStatus();
    }
    case rp::Event::kDamageItem:
      e.kind = EventKind::kDamageItem;
      if (r.damage_item().item().damaged()) return Bad("damage_item: the item is an undamaged one");
      return Tile(r.damage_item().item(), r.damage_item().item().exhausted(), e, "damage_item");
    case rp::Event::kQuestShuffle:
      e.kind = EventKind::kQuestShuffle;
      e.seat = 0;  // chance: the seat is ignored
      if (r.quest_shuffle().quests_size() > kNumQuests) return Bad("quest_shuffle: too many quests");
      for (uint32_t q : r.quest_shuffle().quests()) {
        if (q < 1 || q > kNumQuests) return Bad("quest_shuffle: quest");
        e.order[e.order_len++] = uint8_t(q - 1);
      }
      return absl::OkStatus();
    case rp::Event::kRuinItems:
      e.kind = EventKind::kRuinItems;
      e.seat = 0;  // chance: the seat is ignored
      if (r.ruin_items().items_size() > kNumClearings) return Bad("ruin_items: too many items");
      for (int item : r.ruin_items().items()) {
        int8_t n;
        if (!ItemOf(uint32_t(item), &n)) return Bad("ruin_items: item");
        e.order[e.order_len++] = uint8_t(n);
      }
      return absl::OkStatus();
    case rp::Event::kQuest:
      e.kind = EventKind::kQuest;
      if (r.quest().quest() < 1 || r.quest().quest() > kNumQuests) return Bad("quest: quest");
      e.a = int8_t(r.quest().quest() - 1);
      e.b = int8_t(r.quest().draw() ? 1 : 0);
      return absl::OkStatus();
    case rp::Event::kCoalition:
      e.kind = EventKind::kCoalition;
      if (!Card(r.coalition().card(), &e.card)) return Bad("coalition: card");
      if (!Seat(r.coalition().partner(), &e.target)) return Bad("coalition: partner");
      return absl::OkStatus();
    default:
      *handled = false;
      return absl::OkStatus();
  }
}

bool EncodeEvent(const Event& e, rp::Event* r) {
  switch (e.kind) {
    case EventKind::kChooseCharacter:
      r->mutable_choose_character()->set_character(rp::Character(e.n + 1));
      return true;
    case EventKind::kPlacePawn:
      r->mutable_place_pawn()->set_forest(uint32_t(e.a - kForestAt + 1));
      return true;
    case EventKind::kRefresh:
      TileOut(e.n, true, e.piece != 0, r->mutable_refresh()->mutable_item());
      return true;
    case EventKind::kSlip:
      if (e.a < kForestAt) r->mutable_slip()->mutable_to()->set_clearing(uint32_t(e.a + 1));
      else r->mutable_slip()->mutable_to()->set_forest(uint32_t(e.a - kForestAt + 1));
      return true;
    case EventKind::kVbMove:
      r->mutable_vagabond_move()->set_to(uint32_t(e.a + 1));
      if (e.target >= 0) {
        r->mutable_vagabond_move()->set_ally(uint32_t(e.target));
        r->mutable_vagabond_move()->set_warriors(uint32_t(e.n));
      }
      return true;
    case EventKind::kExplore:
      r->mutable_explore()->set_found(rp::Item(e.n));
      return true;
    case EventKind::kStrike:
      r->mutable_strike()->set_target(uint32_t(e.target));
      if (e.piece >= 0) r->mutable_strike()->set_piece(codec_checks::ProtoPiece(e.piece));
      return true;
    case EventKind::kRepair:
      TileOut(e.n, e.piece != 0, true, r->mutable_repair()->mutable_item());
      return true;
    case EventKind::kAid: {
      rp::Aid* a = r->mutable_aid();
      a->set_target(uint32_t(e.target));
      a->set_card(uint32_t(e.card + 1));
      a->set_spent(rp::Item(e.n));
      a->set_take(rp::Item(e.b < 0 ? 0 : e.b));
      return true;
    }
    case EventKind::kSpecial: {
      rp::Special* sp = r->mutable_special();
      if (e.target >= 0) sp->set_target(uint32_t(e.target));
      if (e.card >= 0) sp->set_card(uint32_t(e.card + 1));
      for (int k = 0; k < e.order_len; ++k) TileOut(e.order[k] / 2, e.order[k] % 2, true, sp->add_repaired());
      return true;
    }
    case EventKind::kDiscardItem:
      TileOut(e.n, e.piece % 2, e.piece >= 2, r->mutable_discard_item()->mutable_item());
      return true;
    case EventKind::kDamageItem:
      TileOut(e.n, e.piece != 0, false, r->mutable_damage_item()->mutable_item());
      return true;
    case EventKind::kQuestShuffle: {
      rp::QuestShuffle* q = r->mutable_quest_shuffle();
      for (int i = 0; i < e.order_len; ++i) q->add_quests(uint32_t(e.order[i] + 1));
      return true;
    }
    case EventKind::kRuinItems: {
      rp::RuinItems* q = r->mutable_ruin_items();
      for (int i = 0; i < e.order_len; ++i) q->add_items(rp::Item(e.order[i]));
      return true;
    }
    case EventKind::kQuest:
      r->mutable_quest()->set_quest(uint32_t(e.a + 1));
      r->mutable_quest()->set_draw(e.b == 1);
      return true;
    case EventKind::kCoalition:
      r->mutable_coalition()->set_card(uint32_t(e.card + 1));
      r->mutable_coalition()->set_partner(uint32_t(e.target));
      return true;
    default:
      return false;
  }
}

}  // namespace arbiter::root::vagabond
