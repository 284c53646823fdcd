// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace rigsmith {

void installTranslations(QCoreApplication &app)
{
    const QString forced = qEnvironmentVariable("RIGSMITH_LANG");
    const QLocale locale = forced.isEmpty() ? QLocale() : QLocale(forced);
    // A forced language also formats dates and numbers.
    if (!forced.isEmpty())
        QLocale::setDefault(locale);
    // Qt's own dialogs (file, print, preview) in the same language, when Debian's
    // qt6-translations-l10n is installed.
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;
    // The user's language; where Rigsmith has none (English, or a language it does not ship), the
    // English plural forms, so counts read "1 error" rather than "1 error(s)".
    auto *translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("rigsmith"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || translator->load(QStringLiteral("rigsmith_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace rigsmith
