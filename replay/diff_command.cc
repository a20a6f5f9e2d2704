// `arbiter diff A B`: where two records of the same match part ways.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "engine/core/digest.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/header_diff.h"
#include "replay/input_flags.h"
#include "replay/log_source.h"
#include "verifier/core/escape.h"
#include "verifier/core/report.h"
#include "verifier/core/verify.h"

namespace arbiter {
// The help text, shared with `arbiter help --man` (help.cc).
extern const char kDiffHelp[] = R"(usage: arbiter diff LOG_A LOG_B [--json] [--format F]

Compares two records of one match: their headers (provenance aside), naming
each field that differs with both values, then their events one by one
(checkpoints aside), and prints the first event at which they part ways
with each side's event as text and the state digest each reaches, or that
one record stops where the other goes on. Both are replayed with every rule
checked, so a rejected event on either side is named too. --json prints
the same as one JSON object (README: JSON output).
Exit 0 when the records hold the same events, 1 when they differ, 2 when a
log cannot be read. One of the logs may be `-` (standard input); --format
binary|text|json names its format when its bytes should not tell it.
)";

namespace {

std::string Body(const pb::Event& event) {
  pb::Event copy = event;
  copy.clear_checkpoint();
  return copy.SerializeAsString();
}

// Compares `a` and `b` into `result`: headers first, then events.
void Compare(const pb::MatchLog& a, const pb::MatchLog& b, pb::report::DiffResult* result) {
  for (pb::report::FieldDifference& d : DiffHeaders(a.header(), b.header())) {
    *result->add_header_differences() = std::move(d);
  }
  if (result->header_differences_size() > 0) return;
  int common = std::min(a.events_size(), b.events_size());
  int split = common;
  for (int i = 0; i < common; ++i) {
    if (Body(a.events(i)) != Body(b.events(i))) {
      split = i;
      break;
    }
  }
  result->set_agreed(split);
  if (split == common && a.events_size() == b.events_size()) {
    result->set_same(true);
    Report report = VerifyLog(a, {});
    result->set_digest(report.final_digest);
    result->set_digest_hex(DigestToHex(report.final_digest));
    if (!report.ok()) result->set_error("both break a rule: see verify");
    return;
  }
  absl::StatusOr<std::unique_ptr<Match>> before = ReplayPrefix(a, split);
  if (!before.ok()) {
    result->set_error(std::string(before.status().message()));
    return;
  }
  result->set_digest((*before)->Digest());
  result->set_digest_hex(DigestToHex((*before)->Digest()));
  auto side = [&](const pb::MatchLog& log, pb::report::DiffSide* out) {
    out->set_events(log.events_size());
    if (split >= log.events_size()) {
      out->set_ends(true);
      return;
    }
    std::unique_ptr<Match> m = (*before)->Clone();
    const pb::Event& event = log.events(split);
    out->set_event_text(m->EventText(event));
    absl::Status applied = m->Apply(event);
    if (applied.ok()) {
      out->set_digest(m->Digest());
      out->set_digest_hex(DigestToHex(m->Digest()));
    } else {
      out->set_rejected(true);
      out->set_rejection(std::string(applied.message()));
    }
  };
  side(a, result->mutable_a());
  side(b, result->mutable_b());
}

// Names, header values, event text and messages come from the inputs: each
// is escaped and bounded where it is printed (verifier/core/escape.h), so no
// log can forge a line of the report.
void PrintText(const pb::report::DiffResult& r, const std::string& raw_name_a,
               const std::string& raw_name_b, std::ostream& out) {
  const std::string name_a = EscapeText(raw_name_a, kMaxQuotedPath);
  const std::string name_b = EscapeText(raw_name_b, kMaxQuotedPath);
  auto value = [](const std::string& v) {
    return v.empty() ? std::string("(unset)") : EscapeText(v, kMaxQuotedText);
  };
  if (r.header_differences_size() > 0) {
    out << "headers differ:\n";
    for (const pb::report::FieldDifference& d : r.header_differences()) {
      out << absl::StrFormat("  %s: %s: %s, %s: %s\n", EscapeText(d.field(), kMaxQuotedText),
                             name_a, value(d.a()), name_b, value(d.b()));
    }
    return;
  }
  if (r.same()) {
    out << absl::StrFormat("same %d events; final digest %s%s\n", r.agreed(), r.digest_hex(),
                           r.error().empty() ? "" : " (both break a rule: see verify)");
    return;
  }
  if (!r.error().empty()) {
    out << absl::StrFormat("the records agree on events 0..%d, but those break a rule: %s\n",
                           r.agreed() - 1, EscapeText(r.error(), kMaxMessageBytes));
    return;
  }
  out << absl::StrFormat("the records agree on events 0..%d (digest %s) and part ways at event %d\n",
                         r.agreed() - 1, r.digest_hex(), r.agreed());
  auto side = [&](const std::string& name, const pb::report::DiffSide& s) {
    if (s.ends()) {
      out << absl::StrFormat("  %s: ends here (%d events)\n", name, s.events());
      return;
    }
    out << absl::StrFormat(
        "  %s: \"%s\" -> %s\n", name, EscapeText(s.event_text(), kMaxQuotedText),
        s.rejected() ? absl::StrCat("rejected: ", EscapeText(s.rejection(), kMaxMessageBytes))
                     : absl::StrCat("digest ", s.digest_hex()));
  };
  side(name_a, r.a());
  side(name_b, r.b());
}

}  // namespace

int RunDiff(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  absl::StatusOr<Args> args =
      ParseArgs(argv, FlagSpec{{kFormatFlag, {"json", false}, {"help", false}}});
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << kDiffHelp;
    return kExitOk;
  }
  if (args->positional.size() != 2) {
    return UsageError(err, absl::InvalidArgumentError("diff takes two logs (see --help)"));
  }
  if (args->positional[0] == "-" && args->positional[1] == "-") {
    return UsageError(err, absl::InvalidArgumentError(
                               "diff: only one of the two logs can be - (standard input)"));
  }
  absl::StatusOr<CollectOptions> collect = CollectOptionsFrom(*args);
  if (!collect.ok()) return UsageError(err, collect.status());
  absl::StatusOr<pb::MatchLog> a = LoadOneLog(args->positional[0], *collect);
  if (!a.ok()) return UsageError(err, a.status());
  absl::StatusOr<pb::MatchLog> b = LoadOneLog(args->positional[1], *collect);
  if (!b.ok()) return UsageError(err, b.status());
  const std::string& name_a = args->positional[0];
  const std::string& name_b = args->positional[1];

  pb::report::DiffResult result;
  result.set_schema("arbiter.diff/1");
  bool escaped = false;
  result.set_log_a(JsonFileName(name_a, &escaped));
  result.set_log_a_escaped(escaped);
  result.set_log_b(JsonFileName(name_b, &escaped));
  result.set_log_b_escaped(escaped);
  Compare(*a, *b, &result);
  if (args->Has("json")) {
    out << JsonLine(result) << "\n";
  } else {
    PrintText(result, name_a, name_b, out);
  }
  return result.same() ? kExitOk : kExitInvalid;
}

}  // namespace arbiter
