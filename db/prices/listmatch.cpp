// SPDX-License-Identifier: GPL-3.0-or-later
// Matching the names of a PCPartPicker list to catalog parts. The catalog's names come from other
// datasets than PCPartPicker's list names ("Asus ROG STRIX GAMING OC GeForce RTX 4090 24 GB Video
// Card" against "ASUS ROG Strix GeForce RTX 4090 OC 24GB GDDR6X"), so most matches are by words.
#include "pcpartpickerlist.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

// Words the list adds for the part's type, the figures PCPartPicker adds to a name that the
// catalog's names mostly leave out (a processor's clock and cores, a cooler's airflow), and those the
// catalog's dataset adds that PCPartPicker's names leave out (a cooler's height, "Air").
QString normalised(QString name)
{
    name = name.toLower();
    static const QRegularExpression added(QStringLiteral(
        R"re(\b\d+(?:\.\d+)?\s*(?:ghz|cfm)\b|\b(?:\d+|dual|quad|hexa|octa)-core\b|\b\d+mm\b|\bair\b)re"));
    name.remove(added);
    // "32 GB (2 x 16 GB)" and "32GB (2x16GB)" are one kit; "750 W" and "750W" one wattage.
    static const QRegularExpression unit(QStringLiteral(R"re((\d)\s+(gb|tb|w|mm|hz|mhz)\b)re"));
    name.replace(unit, QStringLiteral("\\1\\2"));
    static const QRegularExpression times(QStringLiteral(R"re((\d)\s*x\s*(\d))re"));
    name.replace(times, QStringLiteral("\\1x\\2"));
    return name;
}

QStringList wordsOf(const QString &name)
{
    static const QSet<QString> typeWords {QStringLiteral("processor"), QStringLiteral("cpu"),
        QStringLiteral("cooler"), QStringLiteral("motherboard"), QStringLiteral("memory"),
        QStringLiteral("solid"), QStringLiteral("state"), QStringLiteral("drive"), QStringLiteral("internal"),
        QStringLiteral("hard"), QStringLiteral("video"), QStringLiteral("card"), QStringLiteral("graphics"),
        QStringLiteral("case"), QStringLiteral("power"), QStringLiteral("supply")};
    static const QRegularExpression separators(QStringLiteral(R"re([^\p{L}\p{N}.+]+)re"));
    QStringList out;
    for (QString w : normalised(name).split(separators, Qt::SkipEmptyParts)) {
        while (w.endsWith(u'.'))
            w.chop(1);
        if (!w.isEmpty() && !typeWords.contains(w))
            out.append(w);
    }
    return out;
}

bool hasDigit(const QString &w)
{
    return std::any_of(w.cbegin(), w.cend(), [](QChar c) { return c.isDigit(); });
}

// A word that names the model: "5600x", "i9-14900k"'s "14900k", "4090", "z790"; not a size ("32gb").
bool isModelWord(const QString &w)
{
    static const QRegularExpression size(
        QStringLiteral(R"re(^\d+(?:\.\d+)?(?:gb|tb|w|mm|hz|mhz|x\d+gb)?$)re"));
    if (!hasDigit(w))
        return false;
    if (size.match(w).hasMatch())
        return w.size() >= 3 && !w.contains(u'.')
            && std::all_of(w.cbegin(), w.cend(), [](QChar c) { return c.isDigit(); });
    return true;
}

// A capacity: a drive's, a kit's, a card's memory.
bool isSize(const QString &w)
{
    static const QRegularExpression size(QStringLiteral(R"re(^(?:\d+x)?\d+(?:\.\d+)?(?:gb|tb)$)re"));
    return size.match(w).hasMatch();
}

// Words that make another product of the same name: an RTX 3060 is not an RTX 3060 Ti, a Dark Rock 5
// is not a Dark Rock Pro 5.
bool sameSuffixes(const QSet<QString> &a, const QSet<QString> &b)
{
    static const QSet<QString> suffixes {QStringLiteral("ti"), QStringLiteral("super"), QStringLiteral("xt"),
        QStringLiteral("xtx"), QStringLiteral("gre"), QStringLiteral("pro"), QStringLiteral("plus"),
        QStringLiteral("max"), QStringLiteral("lite")};
    for (const QString &s : suffixes) {
        if (a.contains(s) != b.contains(s))
            return false;
    }
    return true;
}

struct Indexed
{
    PartId id;
    QString name; // lower case, spaces simplified
    QString maker; // the first word of the manufacturer, lower case
    QStringList words;
    QSet<QString> set;
    double weight = 0;
};

double weightOf(const QString &w)
{
    return hasDigit(w) ? 2.0 : 1.0;
}

double weightOf(const QStringList &words)
{
    double sum = 0;
    for (const QString &w : words)
        sum += weightOf(w);
    return sum;
}

QString plainName(const QString &name)
{
    // Old lists write "Intel - Core i7-7700K …": the maker, a dash, the name.
    QString n = name.toLower().simplified();
    n.replace(QStringLiteral(" - "), QStringLiteral(" "));
    return n;
}

// Words in common, each word with digits counting twice (Dice's coefficient).
double similarity(const QStringList &listWords, double listWeight, const Indexed &part)
{
    double common = 0;
    QSet<QString> counted;
    for (const QString &w : listWords) {
        if (part.set.contains(w) && !counted.contains(w)) {
            counted.insert(w);
            common += weightOf(w);
        }
    }
    return 2.0 * common / (listWeight + part.weight);
}

constexpr double kClose = 0.6;
constexpr int kCandidates = 5;

} // namespace

QString toKey(MatchConfidence confidence)
{
    switch (confidence) {
    case MatchConfidence::Exact:
        return QStringLiteral("exact");
    case MatchConfidence::Close:
        return QStringLiteral("close");
    case MatchConfidence::None:
        break;
    }
    return QStringLiteral("none");
}

void matchLines(QList<ListLine> &lines, const PartCatalog &catalog)
{
    QHash<int, QList<Indexed>> index; // by PartKind
    for (ListLine &line : lines) {
        line.match.reset();
        line.confidence = MatchConfidence::None;
        line.candidates.clear();
        if (!line.kind || line.name.isEmpty())
            continue;
        if (!index.contains(int(*line.kind))) {
            QList<Indexed> &parts = index[int(*line.kind)];
            for (const Part &p : catalog.parts(*line.kind)) {
                Indexed i {p.info.id, plainName(p.info.name),
                    p.info.manufacturer.toLower().section(u' ', 0, 0), wordsOf(p.info.name), {}, 0};
                i.set = QSet<QString>(i.words.cbegin(), i.words.cend());
                i.weight = weightOf(i.words);
                parts.append(i);
            }
        }
        const QList<Indexed> &parts = index[int(*line.kind)];
        const QString name = plainName(line.name);
        const QStringList words = wordsOf(line.name);
        const QSet<QString> set(words.cbegin(), words.cend());
        const double weight = weightOf(words);
        QList<std::pair<double, const Indexed *>> scored;
        for (const Indexed &p : parts) {
            if (p.name == name || (p.set == set && !set.isEmpty())) {
                line.match = p.id;
                line.confidence = MatchConfidence::Exact;
                break;
            }
            const double s = similarity(words, weight, p);
            if (s >= kClose / 2)
                scored.append({s, &p});
        }
        std::stable_sort(scored.begin(), scored.end(), [](const auto &a, const auto &b) {
            return a.first > b.first || (a.first == b.first && a.second->id.key() < b.second->id.key());
        });
        for (const auto &[score, p] : scored.mid(0, kCandidates))
            line.candidates.append(p->id);
        if (line.confidence == MatchConfidence::Exact || scored.isEmpty())
            continue;
        // The closest part that names the same model: every model word of the line in it, the same
        // Ti/Super/XT, from the maker the line names.
        for (const auto &[score, p] : scored) {
            if (score < kClose)
                break;
            // Every model word and every size ("1tb", "24gb", "2x16gb") of the line in the part.
            const bool models = std::all_of(words.cbegin(), words.cend(),
                [p](const QString &w) { return !(isModelWord(w) || isSize(w)) || p->set.contains(w); });
            const bool maker = p->maker.isEmpty() || set.contains(p->maker) || name.startsWith(p->maker);
            if (models && maker && sameSuffixes(set, p->set)) {
                line.match = p->id;
                line.confidence = MatchConfidence::Close;
                break;
            }
        }
    }
}

} // namespace rigsmith::db
