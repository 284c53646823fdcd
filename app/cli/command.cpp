// SPDX-License-Identifier: GPL-3.0-or-later
#include "command.h"

#include "clierror.h"
#include "core/analysis/currency.h"
#include "core/analysis/exchangerates.h"
#include "db/overlay/useroverlay.h"
#include "terminaltext.h"

#include <QCoreApplication>

namespace rigsmith::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

} // namespace

Invocation::Invocation(const QCommandLineParser &options, QStringList arguments, OverlayUse overlay)
    : mOptions(options)
    , mArguments(std::move(arguments))
    , mOverlay(overlay)
{
}

Invocation::~Invocation() = default;

bool Invocation::json() const
{
    return mOptions.optionNames().contains(QStringLiteral("json")) && mOptions.isSet(QStringLiteral("json"));
}

const db::CatalogSession &Invocation::session()
{
    if (!mSession) {
        // The user's overlay, as the window reads it, unless the verb reads the catalog as shipped.
        const bool overlay = mOverlay == OverlayUse::Always
            || (mOverlay == OverlayUse::UnlessNoOverlay && !mOptions.isSet(QStringLiteral("no-overlay")));
        mSession = std::make_unique<db::CatalogSession>(mOptions.value(QStringLiteral("catalog")),
            QCoreApplication::applicationDirPath(), overlay ? db::UserOverlay::defaultPath() : QString());
    }
    return *mSession;
}

const core::PartCatalog *Invocation::requireCatalog()
{
    const db::CatalogSession &s = session();
    if (!s.catalog()) {
        reportError(s.problems().join(u' '));
        return nullptr;
    }
    // The overlay's notices (a damaged file set aside, parts that cannot be read) go to stderr.
    for (const QString &p : s.problems())
        reportError(p);
    return s.catalog();
}

const core::PartCatalog *Invocation::catalogIfAny(bool sayWhenMissing)
{
    const db::CatalogSession &s = session();
    if (!s.catalog()) {
        if (sayWhenMissing)
            reportError(s.problems().join(u' '));
        return nullptr;
    }
    for (const QString &p : s.problems())
        reportError(p);
    return s.catalog();
}

std::optional<QString> currencyOption(
    const QCommandLineParser &parser, const QString &fallback, QString &error)
{
    const QString option = QStringLiteral("currency");
    if (!parser.isSet(option))
        return fallback;
    const QString code = core::currencyCode(parser.value(option));
    switch (core::checkCurrency(code)) {
    case core::CurrencyCheck::Known:
        return code;
    case core::CurrencyCheck::NotACode:
        error = Text::tr("--currency \"%1\" is not a currency code (three letters, e.g. EUR)")
                    .arg(echoed(parser.value(option)));
        break;
    case core::CurrencyCheck::NotInUse:
        error
            = Text::tr("--currency \"%1\" is no currency in use (a typing error?); codes are ISO 4217, such "
                       "as EUR")
                  .arg(code);
        break;
    }
    return std::nullopt;
}

QCommandLineOption jsonOption()
{
    return QCommandLineOption(QStringLiteral("json"), Text::tr("Print JSON instead of text"));
}

QCommandLineOption valueOption(const char *name, const QString &help, const char *valueName)
{
    return QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(valueName));
}

QCommandLineOption flagOption(const char *name, const QString &help)
{
    return QCommandLineOption(QString::fromLatin1(name), help);
}

} // namespace rigsmith::cli
