#include "views/core/svg.h"

#include "absl/strings/str_format.h"

namespace arbiter::views {

std::string XmlEscape(absl::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

void Svg::Rect(double x, double y, double w, double h, absl::string_view fill,
               absl::string_view stroke, double radius, double stroke_width) {
  absl::StrAppendFormat(
      &out_,
      "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"%.1f\" "
      "fill=\"%s\" stroke=\"%s\" stroke-width=\"%.1f\"/>\n",
      x, y, w, h, radius, XmlEscape(fill), XmlEscape(stroke), stroke_width);
}

void Svg::Circle(double cx, double cy, double r, absl::string_view fill,
                 absl::string_view stroke, double stroke_width) {
  absl::StrAppendFormat(&out_,
                        "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" "
                        "stroke=\"%s\" stroke-width=\"%.1f\"/>\n",
                        cx, cy, r, XmlEscape(fill), XmlEscape(stroke),
                        stroke_width);
}

void Svg::Line(double x1, double y1, double x2, double y2,
               absl::string_view stroke, double width, absl::string_view dash) {
  absl::StrAppendFormat(&out_,
                        "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                        "stroke=\"%s\" stroke-width=\"%.1f\" "
                        "stroke-linecap=\"round\"",
                        x1, y1, x2, y2, XmlEscape(stroke), width);
  if (!dash.empty()) {
    absl::StrAppendFormat(&out_, " stroke-dasharray=\"%s\"", XmlEscape(dash));
  }
  out_ += "/>\n";
}

void Svg::Polygon(absl::string_view points, absl::string_view fill,
                  absl::string_view stroke, double stroke_width) {
  absl::StrAppendFormat(&out_,
                        "<polygon points=\"%s\" fill=\"%s\" stroke=\"%s\" "
                        "stroke-width=\"%.1f\"/>\n",
                        XmlEscape(points), XmlEscape(fill), XmlEscape(stroke),
                        stroke_width);
}

void Svg::Text(double x, double y, absl::string_view text,
               const TextStyle& style) {
  absl::StrAppendFormat(
      &out_,
      "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" text-anchor=\"%s\" "
      "fill=\"%s\"%s>%s</text>\n",
      x, y, style.size, XmlEscape(style.anchor), XmlEscape(style.fill),
      style.bold ? " font-weight=\"bold\"" : "", XmlEscape(text));
}

void Svg::BeginGroup(absl::string_view title) {
  out_ += "<g>";
  if (!title.empty()) {
    absl::StrAppendFormat(&out_, "<title>%s</title>", XmlEscape(title));
  }
  out_ += "\n";
}

void Svg::EndGroup() { out_ += "</g>\n"; }

}  // namespace arbiter::views
