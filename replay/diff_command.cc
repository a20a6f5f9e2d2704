// `arbiter diff A B`: where two records of the same match part ways.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "engine/core/digest.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/log_source.h"
#include "verifier/core/report.h"
#include "verifier/core/verify.h"

namespace arbiter {
namespace {

constexpr char kDiffHelp[] = R"(usage: arbiter diff LOG_A LOG_B

Compares two records of one match: their headers, then their events one by
one (checkpoints aside), and prints the first event at which they part ways
with each side's event as text and the state digest each reaches, or that
one record stops where the other goes on. Both are replayed with every rule
checked, so a rejected event on either side is named too.
Exit 0 when the records hold the same events, 1 when they differ, 2 when a
log cannot be read.
)";

std::string Body(const pb::Event& event) {
  pb::Event copy = event;
  copy.clear_checkpoint();
  return copy.SerializeAsString();
}

}  // namespace

int RunDiff(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  absl::StatusOr<Args> args = ParseArgs(argv, FlagSpec{{{"help", false}}});
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << kDiffHelp;
    return kExitOk;
  }
  if (args->positional.size() != 2) {
    return UsageError(err, absl::InvalidArgumentError("diff takes two logs (see --help)"));
  }
  absl::StatusOr<pb::MatchLog> a = LoadOneLog(args->positional[0]);
  if (!a.ok()) return UsageError(err, a.status());
  absl::StatusOr<pb::MatchLog> b = LoadOneLog(args->positional[1]);
  if (!b.ok()) return UsageError(err, b.status());
  const std::string& name_a = args->positional[0];
  const std::string& name_b = args->positional[1];

  pb::Header ha = a->header(), hb = b->header();
  for (pb::Header* h : {&ha, &hb}) h->clear_provenance();
  if (ha.SerializeAsString() != hb.SerializeAsString()) {
    out << "headers differ (game, players, seats, rules version or configuration):\n  "
        << name_a << ": " << a->header().ShortDebugString() << "\n  " << name_b
        << ": " << b->header().ShortDebugString() << "\n";
    return kExitInvalid;
  }
  int common = std::min(a->events_size(), b->events_size());
  int split = common;
  for (int i = 0; i < common; ++i) {
    if (Body(a->events(i)) != Body(b->events(i))) {
      split = i;
      break;
    }
  }
  if (split == common && a->events_size() == b->events_size()) {
    Report report = VerifyLog(*a, {});
    out << absl::StrFormat("same %d events; final digest %s%s\n", common,
                           DigestToHex(report.final_digest),
                           report.ok() ? "" : " (both break a rule: see verify)");
    return kExitOk;
  }
  absl::StatusOr<std::unique_ptr<Match>> before = ReplayPrefix(*a, split);
  if (!before.ok()) {
    out << absl::StrFormat("the records agree on events 0..%d, but those break a rule: %s\n",
                           split - 1, before.status().message());
    return kExitInvalid;
  }
  out << absl::StrFormat("the records agree on events 0..%d (digest %s) and part ways at event %d\n",
                         split - 1, DigestToHex((*before)->Digest()), split);
  auto side = [&](const std::string& name, const pb::MatchLog& log) {
    if (split >= log.events_size()) {
      out << absl::StrFormat("  %s: ends here (%d events)\n", name, log.events_size());
      return;
    }
    std::unique_ptr<Match> m = (*before)->Clone();
    const pb::Event& event = log.events(split);
    absl::Status applied = m->Apply(event);
    out << absl::StrFormat("  %s: \"%s\" -> %s\n", name, m->EventText(event),
                           applied.ok() ? absl::StrCat("digest ", DigestToHex(m->Digest()))
                                        : absl::StrCat("rejected: ", applied.message()));
  };
  side(name_a, *a);
  side(name_b, *b);
  return kExitInvalid;
}

}  // namespace arbiter
