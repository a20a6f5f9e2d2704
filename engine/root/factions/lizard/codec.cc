#include "engine/root/factions/lizard/codec.h"

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"
#include "engine/root/codec_checks.h"
#include "engine/root/rule_ids.h"
#include "engine/root/state.h"

namespace arbiter::root::lizard {
namespace {

namespace rp = ::arbiter::pb::root;
using codec_checks::Card;
using codec_checks::Clearing;

absl::Status Bad(absl::string_view why) { return Malformed(rules::kMalformed, why); }

bool Seat(uint32_t v, int8_t* out) {
  if (v >= kMaxSeats) return false;
  *out = int8_t(v);
  return true;
}

std::string CardName(int card) {
  if (card < 0 || card >= kNumCards) return "?";
  return absl::StrCat("#", card + 1, " ", kCards[card].name);
}

}  // namespace

absl::Status DecodeEvent(const rp::Event& r, Event& e, bool* handled) {
  *handled = true;
  switch (r.body_case()) {
    case rp::Event::kCultSetup: {
      e.kind = EventKind::kCultSetup;
      if (!Clearing(r.cult_setup().clearing(), &e.a)) return Bad("cult_setup: clearing");
      const int suit = r.cult_setup().outcast();
      if (suit < rp::FOX || suit > rp::MOUSE) return Bad("cult_setup: outcast (fox, rabbit or mouse)");
      e.n = int8_t(suit - 1);
      return absl::OkStatus();
    }
    case rp::Event::kCrusade: {
      const rp::Crusade& m = r.crusade();
      e.kind = EventKind::kCrusade;
      if (!Clearing(m.clearing(), &e.a)) return Bad("crusade: clearing");
      if (m.has_to() && !Clearing(m.to(), &e.b)) return Bad("crusade: to");
      if (m.warriors() > kLizardWarriors) return Bad("crusade: warriors");
      e.n = int8_t(m.warriors());
      if (m.has_defender() && !Seat(m.defender(), &e.target)) return Bad("crusade: defender");
      return absl::OkStatus();
    }
    case rp::Event::kConvert:
      e.kind = EventKind::kConvert;
      if (!Clearing(r.convert().clearing(), &e.a)) return Bad("convert: clearing");
      if (!Seat(r.convert().target(), &e.target)) return Bad("convert: target");
      return absl::OkStatus();
    case rp::Event::kSanctify:
      e.kind = EventKind::kSanctify;
      if (!Clearing(r.sanctify().clearing(), &e.a)) return Bad("sanctify: clearing");
      if (!Seat(r.sanctify().target(), &e.target)) return Bad("sanctify: target");
      if (!codec_checks::PieceOf(uint32_t(r.sanctify().piece()), &e.piece)) return Bad("sanctify: piece");
      return absl::OkStatus();
    case rp::Event::kRitual: {
      const rp::Ritual& m = r.ritual();
      e.kind = EventKind::kRitual;
      if (m.kind() < rp::Ritual::BUILD || m.kind() > rp::Ritual::SCORE) return Bad("ritual: kind");
      e.n = int8_t(m.kind() - 1);
      if (!Card(m.card(), &e.card)) return Bad("ritual: card");
      if (m.kind() == rp::Ritual::SCORE) {
        if (m.clearing() != 0) return Bad("ritual: a score names no clearing");
        if (!Card(m.spent(), &e.spent[0])) return Bad("ritual: spent");
      } else {
        if (m.spent() != 0) return Bad("ritual: only a score spends a card");
        if (!Clearing(m.clearing(), &e.a)) return Bad("ritual: clearing");
      }
      return absl::OkStatus();
    }
    default:
      *handled = false;
      return absl::OkStatus();
  }
}

bool EncodeEvent(const Event& e, rp::Event* r) {
  switch (e.kind) {
    case EventKind::kCultSetup:
      r->mutable_cult_setup()->set_clearing(uint32_t(e.a + 1));
      r->mutable_cult_setup()->set_outcast(rp::Suit(e.n + 1));
      return true;
    case EventKind::kCrusade: {
      rp::Crusade* m = r->mutable_crusade();
      m->set_clearing(uint32_t(e.a + 1));
      if (e.b >= 0) m->set_to(uint32_t(e.b + 1));
      m->set_warriors(uint32_t(e.n));
      if (e.target >= 0) m->set_defender(uint32_t(e.target));
      return true;
    }
    case EventKind::kConvert:
      r->mutable_convert()->set_clearing(uint32_t(e.a + 1));
      r->mutable_convert()->set_target(uint32_t(e.target));
      return true;
    case EventKind::kSanctify:
      r->mutable_sanctify()->set_clearing(uint32_t(e.a + 1));
      r->mutable_sanctify()->set_target(uint32_t(e.target));
      r->mutable_sanctify()->set_piece(codec_checks::ProtoPiece(e.piece));
      return true;
    case EventKind::kRitual: {
      rp::Ritual* m = r->mutable_ritual();
      m->set_kind(rp::Ritual::Kind(e.n + 1));
      m->set_card(uint32_t(e.card + 1));
      if (RitualKind(e.n) == RitualKind::kScore) {
        m->set_spent(uint32_t(e.spent[0] + 1));
      } else {
        m->set_clearing(uint32_t(e.a + 1));
      }
      return true;
    }
    default:
      return false;
  }
}

std::string EventText(const Event& e, const std::string& who) {
  switch (e.kind) {
    case EventKind::kCultSetup:
      return absl::StrCat(who, "cult setup in ", e.a + 1, ", outcast ",
                          e.n >= 0 && e.n < kNumClearingSuits ? SuitName(Suit(e.n)) : "?");
    case EventKind::kCrusade:
      if (e.b < 0) return absl::StrCat(who, "crusade: battle seat ", e.target, " in ", e.a + 1);
      return absl::StrCat(who, "crusade: move ", e.n, " warriors ", e.a + 1, " -> ", e.b + 1,
                          e.target >= 0 ? absl::StrCat(", then battle seat ", e.target) : "");
    case EventKind::kConvert:
      return absl::StrCat(who, "convert a warrior of seat ", e.target, " in ", e.a + 1);
    case EventKind::kSanctify:
      return absl::StrCat(who, "sanctify a building (kind ", e.piece, ") of seat ", e.target, " in ", e.a + 1);
    case EventKind::kRitual:
      switch (RitualKind(e.n)) {
        case RitualKind::kBuild:
          return absl::StrCat(who, "ritual: build a garden in ", e.a + 1, " revealing ", CardName(e.card));
        case RitualKind::kRecruit:
          return absl::StrCat(who, "ritual: recruit in ", e.a + 1, " revealing ", CardName(e.card));
        case RitualKind::kSacrifice:
          return absl::StrCat(who, "ritual: sacrifice a warrior of ", e.a + 1, " revealing ", CardName(e.card));
        case RitualKind::kScore:
          return absl::StrCat(who, "ritual: score revealing ", CardName(e.card), ", spending ",
                              CardName(e.spent[0]));
      }
      return absl::StrCat(who, "ritual ?");
    default:
      return "";
  }
}

}  // namespace arbiter::root::lizard
