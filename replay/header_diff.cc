#include "replay/header_diff.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"

namespace arbiter {
namespace {

using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::util::MessageDifferencer;
using Path = std::vector<MessageDifferencer::SpecificField>;

// The value of the last field of `path` in `parent`, which is the message
// that holds it (MessageDifferencer reports the innermost messages), in
// single-line text format; side a reads the step's index, side b its
// new_index. Empty when the field is absent on that side.
std::string ValueAt(const Message& parent, const Path& path, bool side_b) {
  const MessageDifferencer::SpecificField& step = path.back();
  const FieldDescriptor* field = step.field;
  if (field == nullptr) return "(unknown field)";
  const google::protobuf::Reflection* reflection = parent.GetReflection();
  const int index = side_b ? step.new_index : step.index;
  if (field->is_repeated()) {
    if (index < 0 || index >= reflection->FieldSize(parent, field)) return "";
  } else if (field->has_presence() && !reflection->HasField(parent, field)) {
    return "";
  }
  google::protobuf::TextFormat::Printer printer;
  printer.SetSingleLineMode(true);
  printer.SetUseUtf8StringEscaping(true);
  std::string out;
  printer.PrintFieldValueToString(parent, field, field->is_repeated() ? index : -1, &out);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string PathText(const Path& path) {
  std::string out;
  for (const MessageDifferencer::SpecificField& step : path) {
    if (!out.empty()) out += ".";
    if (step.field == nullptr) {
      absl::StrAppend(&out, step.unknown_field_number);
      continue;
    }
    out += step.field->name();
    int index = step.index >= 0 ? step.index : step.new_index;
    if (step.field->is_repeated() && index >= 0) absl::StrAppend(&out, "[", index, "]");
  }
  return out;
}

class CollectDifferences : public MessageDifferencer::Reporter {
 public:
  explicit CollectDifferences(std::vector<pb::report::FieldDifference>* out) : out_(out) {}
  void ReportAdded(const Message& a, const Message& b, const Path& path) override {
    Add(a, b, path);
  }
  void ReportDeleted(const Message& a, const Message& b, const Path& path) override {
    Add(a, b, path);
  }
  void ReportModified(const Message& a, const Message& b, const Path& path) override {
    // A changed message (a seat) is also reported for each field that
    // changed inside it; those name the difference, so keep only them.
    const FieldDescriptor* field = path.back().field;
    if (field != nullptr && field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) return;
    Add(a, b, path);
  }

 private:
  void Add(const Message& a, const Message& b, const Path& path) {
    pb::report::FieldDifference& d = *out_->emplace(out_->end());
    d.set_field(PathText(path));
    d.set_a(ValueAt(a, path, /*side_b=*/false));
    d.set_b(ValueAt(b, path, /*side_b=*/true));
  }
  std::vector<pb::report::FieldDifference>* out_;
};

}  // namespace

std::vector<pb::report::FieldDifference> DiffHeaders(const pb::Header& a,
                                                     const pb::Header& b) {
  std::vector<pb::report::FieldDifference> out;
  CollectDifferences reporter(&out);
  MessageDifferencer differencer;
  differencer.IgnoreField(pb::Header::descriptor()->FindFieldByNumber(
      pb::Header::kProvenanceFieldNumber));
  differencer.ReportDifferencesTo(&reporter);
  differencer.Compare(a, b);
  return out;
}

}  // namespace arbiter
