#include "engine/root/factions/company/codec.h"

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"
#include "engine/root/codec_checks.h"
#include "engine/root/rule_ids.h"
#include "engine/root/state.h"

namespace arbiter::root::company {
namespace {

namespace rp = ::arbiter::pb::root;
using codec_checks::Card;
using codec_checks::Clearing;

// Any faction's warriors: at most the largest box (25).
constexpr int kMaxFundsOfOne = 25;

absl::Status Bad(absl::string_view why) { return Malformed(rules::kMalformed, why); }

// A Faction of the proto (engine Faction + 1) in play in some build.
bool FactionOf(int v, int8_t* out) {
  if (v < 1 || v > kNumFactions) return false;
  *out = int8_t(v - 1);
  return true;
}
bool SeatOf(uint32_t v, int8_t* out) {
  if (v >= kMaxSeats) return false;
  *out = int8_t(v);
  return true;
}
rp::Faction FactionOut(int8_t f) { return rp::Faction(f + 1); }

}  // namespace

absl::Status DecodeEvent(const rp::Event& r, Event& e, bool* handled) {
  *handled = true;
  switch (r.body_case()) {
    case rp::Event::kBuyService: {
      const rp::BuyService& m = r.buy_service();
      e.kind = EventKind::kBuyService;
      if (m.service() < rp::HAND_CARD || m.service() > rp::MERCENARIES) return Bad("buy_service: service");
      e.n = int8_t(m.service() - 1);
      if (m.has_card() && !Card(m.card(), &e.card)) return Bad("buy_service: card");
      if (!FactionOf(m.paid_with(), &e.piece)) return Bad("buy_service: paid_with");
      if (m.exhausted_size() > kMaxSpent) return Bad("buy_service: too many items");
      for (int i = 0; i < m.exhausted_size(); ++i) {
        if (m.exhausted(i) < rp::BOOT || m.exhausted(i) > rp::TORCH) return Bad("buy_service: exhausted");
        e.spent[i] = int8_t(m.exhausted(i));
      }
      return absl::OkStatus();
    }
    case rp::Event::kFundsMove: {
      const rp::FundsMove& m = r.funds_move();
      e.kind = EventKind::kFundsMove;
      if (!Clearing(m.from(), &e.a)) return Bad("funds_move: from");
      if (!Clearing(m.to(), &e.b)) return Bad("funds_move: to");
      if (m.warriors() < 1 || m.warriors() > kCompanyWarriors) return Bad("funds_move: warriors");
      e.n = int8_t(m.warriors());
      if (!FactionOf(m.fund(), &e.piece)) return Bad("funds_move: fund");
      return absl::OkStatus();
    }
    case rp::Event::kFundsBattle: {
      const rp::FundsBattle& m = r.funds_battle();
      e.kind = EventKind::kFundsBattle;
      if (!Clearing(m.clearing(), &e.a)) return Bad("funds_battle: clearing");
      if (!SeatOf(m.defender(), &e.target)) return Bad("funds_battle: defender");
      if (!FactionOf(m.fund(), &e.piece)) return Bad("funds_battle: fund");
      return absl::OkStatus();
    }
    case rp::Event::kFundsDraw:
      e.kind = EventKind::kFundsDraw;
      if (!FactionOf(r.funds_draw().fund(), &e.piece)) return Bad("funds_draw: fund");
      return absl::OkStatus();
    case rp::Event::kFundsRecruit:
      e.kind = EventKind::kFundsRecruit;
      if (!Clearing(r.funds_recruit().clearing(), &e.a)) return Bad("funds_recruit: clearing");
      if (!FactionOf(r.funds_recruit().fund(), &e.piece)) return Bad("funds_recruit: fund");
      return absl::OkStatus();
    case rp::Event::kEstablishTradePost:
      e.kind = EventKind::kEstablishPost;
      if (!Clearing(r.establish_trade_post().clearing(), &e.a)) return Bad("establish_trade_post: clearing");
      if (!FactionOf(r.establish_trade_post().fund(), &e.piece)) return Bad("establish_trade_post: fund");
      return absl::OkStatus();
    case rp::Event::kCompanyCraft: {
      const rp::CompanyCraft& m = r.company_craft();
      e.kind = EventKind::kCompanyCraft;
      if (!Card(m.card(), &e.card)) return Bad("company_craft: card");
      const uint32_t pieces[3] = {m.pieces_fox(), m.pieces_rabbit(), m.pieces_mouse()};
      for (int i = 0; i < 3; ++i) {
        if (pieces[i] > kMaxCraftCost) return Bad("company_craft: pieces");
        e.uses[i] = int8_t(pieces[i]);
      }
      if (m.funds_size() > kMaxSpent) return Bad("company_craft: too many funds");
      for (int i = 0; i < m.funds_size(); ++i)
        if (!FactionOf(m.funds(i), &e.spent[i])) return Bad("company_craft: funds");
      e.n = m.exported() ? 1 : 0;
      return absl::OkStatus();
    }
    case rp::Event::kSetPrices: {
      const rp::SetPrices& m = r.set_prices();
      e.kind = EventKind::kSetPrices;
      const uint32_t prices[kNumServices] = {m.hand_card(), m.riverboats(), m.mercenaries()};
      for (int k = 0; k < kNumServices; ++k) {
        if (prices[k] > 100) return Bad("set_prices: price");
        e.uses[k] = int8_t(prices[k]);
      }
      return absl::OkStatus();
    }
    case rp::Event::kCompanySetupWarrior:
      e.kind = EventKind::kCompanySetup;
      if (!Clearing(r.company_setup_warrior().clearing(), &e.a)) return Bad("company_setup_warrior: clearing");
      return absl::OkStatus();
    case rp::Event::kTradeDisruption: {
      // The owner of each fund lost, ascending; counted by owner.
      const rp::TradeDisruption& m = r.trade_disruption();
      e.kind = EventKind::kTradeDisruption;
      e.order_len = kNumFactions;
      int8_t last = -1;
      for (int i = 0; i < m.funds_size(); ++i) {
        int8_t f;
        if (!FactionOf(m.funds(i), &f)) return Bad("trade_disruption: funds");
        if (f < last) return Bad("trade_disruption: funds not in ascending Faction order");
        if (e.order[f] >= kMaxFundsOfOne) return Bad("trade_disruption: too many funds of one faction");
        ++e.order[f];
        last = f;
      }
      return absl::OkStatus();
    }
    default:
      *handled = false;
      return absl::OkStatus();
  }
}

bool EncodeEvent(const Event& e, rp::Event* r) {
  auto clearing = [](int8_t c) { return uint32_t(c + 1); };
  switch (e.kind) {
    case EventKind::kBuyService: {
      rp::BuyService* m = r->mutable_buy_service();
      m->set_service(rp::Service(e.n + 1));
      if (e.card >= 0) m->set_card(uint32_t(e.card + 1));
      m->set_paid_with(FactionOut(e.piece));
      for (int i = 0; i < kMaxSpent && e.spent[i] > 0; ++i) m->add_exhausted(rp::Item(e.spent[i]));
      return true;
    }
    case EventKind::kFundsMove: {
      rp::FundsMove* m = r->mutable_funds_move();
      m->set_from(clearing(e.a));
      m->set_to(clearing(e.b));
      m->set_warriors(uint32_t(e.n));
      m->set_fund(FactionOut(e.piece));
      return true;
    }
    case EventKind::kFundsBattle: {
      rp::FundsBattle* m = r->mutable_funds_battle();
      m->set_clearing(clearing(e.a));
      m->set_defender(uint32_t(e.target));
      m->set_fund(FactionOut(e.piece));
      return true;
    }
    case EventKind::kFundsDraw:
      r->mutable_funds_draw()->set_fund(FactionOut(e.piece));
      return true;
    case EventKind::kFundsRecruit:
      r->mutable_funds_recruit()->set_clearing(clearing(e.a));
      r->mutable_funds_recruit()->set_fund(FactionOut(e.piece));
      return true;
    case EventKind::kEstablishPost:
      r->mutable_establish_trade_post()->set_clearing(clearing(e.a));
      r->mutable_establish_trade_post()->set_fund(FactionOut(e.piece));
      return true;
    case EventKind::kCompanyCraft: {
      rp::CompanyCraft* m = r->mutable_company_craft();
      m->set_card(uint32_t(e.card + 1));
      m->set_pieces_fox(uint32_t(e.uses[0]));
      m->set_pieces_rabbit(uint32_t(e.uses[1]));
      m->set_pieces_mouse(uint32_t(e.uses[2]));
      for (int i = 0; i < kMaxSpent && e.spent[i] >= 0; ++i) m->add_funds(FactionOut(e.spent[i]));
      m->set_exported(e.n == 1);
      return true;
    }
    case EventKind::kSetPrices: {
      rp::SetPrices* m = r->mutable_set_prices();
      m->set_hand_card(uint32_t(e.uses[0]));
      m->set_riverboats(uint32_t(e.uses[1]));
      m->set_mercenaries(uint32_t(e.uses[2]));
      return true;
    }
    case EventKind::kCompanySetup:
      r->mutable_company_setup_warrior()->set_clearing(clearing(e.a));
      return true;
    case EventKind::kTradeDisruption: {
      rp::TradeDisruption* m = r->mutable_trade_disruption();
      for (int f = 0; f < kNumFactions && f < e.order_len; ++f)
        for (int k = 0; k < e.order[f]; ++k) m->add_funds(FactionOut(int8_t(f)));
      return true;
    }
    default:
      return false;
  }
}

}  // namespace arbiter::root::company
