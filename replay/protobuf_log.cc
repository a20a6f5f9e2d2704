#include "replay/protobuf_log.h"

#include <mutex>

#include "absl/strings/str_cat.h"
#include "google/protobuf/stubs/logging.h"

namespace arbiter {

// Defined below; the handler and ~ProtobufLogCapture append through it.
void AppendCaptured(const std::string& message);

namespace {

thread_local ProtobufLogCapture* current_capture = nullptr;

void Handle(google::protobuf::LogLevel level, const char* /*filename*/, int /*line*/,
            const std::string& message) {
  // A FATAL message is followed by protobuf's own abort; there is nothing to
  // add to a report then.
  if (level == google::protobuf::LOGLEVEL_FATAL) return;
  AppendCaptured(message);
}

}  // namespace

void AppendCaptured(const std::string& message) {
  ProtobufLogCapture* capture = current_capture;
  if (capture == nullptr) return;
  if (!capture->text_.empty()) capture->text_ += "; ";
  capture->text_ += message;
}

void InstallProtobufLogHandler() {
  static std::once_flag installed;
  std::call_once(installed, [] { google::protobuf::SetLogHandler(&Handle); });
}

ProtobufLogCapture::ProtobufLogCapture() : outer_(current_capture) {
  InstallProtobufLogHandler();
  current_capture = this;
}

ProtobufLogCapture::~ProtobufLogCapture() {
  current_capture = outer_;
  if (outer_ != nullptr && !text_.empty()) AppendCaptured(text_);
}

std::string ProtobufLogCapture::Suffix() const {
  return text_.empty() ? std::string() : absl::StrCat(": ", text_);
}

}  // namespace arbiter
