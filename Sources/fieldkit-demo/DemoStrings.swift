import FieldKit

/// The checkout page's own texts (the app's, not FieldKit's) in FieldKit's
/// shipped languages; FieldKit's messages and toolbar labels come from its
/// own catalog.
struct DemoStrings {
    var checkout: String
    var hint: String
    var labels: [String: String]
    /// Each field's placeholder, written as a hint ("e.g. …", a format
    /// mask), never as a sample value a listener could take for one.
    var hints: [String: String]
    var card: String

    /// The texts for `language`.
    static func forLanguage(_ language: MessageLanguage) -> DemoStrings {
        let l: [String]
        // "e.g.", the address hint, the expiry mask, the security code hint.
        let h: (example: String, address: String, expiry: String, securityCode: String)
        switch language {
        case .english:
            h = ("e.g.", "Street, city, postcode", "MM/YY", "3 or 4 digits")
            l = [
                "Checkout",
                "Return moves to the next field, and stays on a field that shows an error; Return on the last field, Done, or Ctrl+Return in any field pays.",
                "Card",
                "Full name", "E-mail", "Phone", "Delivery address", "Card number", "Expiry", "Security code",
                "IBAN", "Amount",
            ]
        case .german:
            h = ("z. B.", "Straße, Ort, Postleitzahl", "MM/JJ", "3 oder 4 Ziffern")
            l = [
                "Kasse",
                "Die Eingabetaste springt zum nächsten Feld und bleibt in einem Feld, das einen Fehler zeigt; die Eingabetaste im letzten Feld, „Fertig“ oder Strg+Eingabetaste in jedem Feld bezahlt.",
                "Karte", "Vollständiger Name", "E-Mail", "Telefon", "Lieferadresse", "Kartennummer",
                "Gültig bis",
                "Sicherheitscode", "IBAN", "Betrag",
            ]
        case .italian:
            h = ("es.", "Via, città, CAP", "MM/AA", "3 o 4 cifre")
            l = [
                "Pagamento",
                "Invio passa al campo successivo e resta su un campo che mostra un errore; Invio nell’ultimo campo, Fine o Ctrl+Invio in qualsiasi campo paga.",
                "Carta",
                "Nome e cognome", "Email", "Telefono", "Indirizzo di consegna", "Numero della carta",
                "Scadenza",
                "Codice di sicurezza", "IBAN", "Importo",
            ]
        case .korean:
            h = ("예:", "도로명, 도시, 우편번호", "MM/YY", "숫자 3자리 또는 4자리")
            l = [
                "결제",
                "Return 키로 다음 항목으로 이동하며, 오류가 표시된 항목에서는 그대로 머뭅니다. 마지막 항목에서 Return 키, 완료 또는 아무 항목에서나 Ctrl+Return을 누르면 결제합니다.",
                "카드",
                "이름", "이메일", "전화번호", "배송 주소", "카드 번호", "유효기간", "보안 코드", "IBAN", "금액",
            ]
        case .russian:
            h = ("напр.", "Улица, город, индекс", "ММ/ГГ", "3 или 4 цифры")
            l = [
                "Оформление заказа",
                "Enter переходит к следующему полю и остаётся в поле с ошибкой; Enter в последнем поле, кнопка «Готово» или Ctrl+Enter в любом поле — оплата.",
                "Карта", "Имя и фамилия", "Эл. почта", "Телефон", "Адрес доставки", "Номер карты",
                "Срок действия",
                "Код безопасности", "IBAN", "Сумма",
            ]
        case .french:
            h = ("ex. :", "Rue, ville, code postal", "MM/AA", "3 ou 4 chiffres")
            l = [
                "Paiement",
                "Entrée passe au champ suivant et reste sur un champ qui affiche une erreur ; Entrée dans le dernier champ, OK ou Ctrl+Entrée dans n’importe quel champ permet de payer.",
                "Carte",
                "Nom complet", "E-mail", "Téléphone", "Adresse de livraison", "Numéro de carte", "Expiration",
                "Code de sécurité", "IBAN", "Montant",
            ]
        case .spanish:
            h = ("p. ej.", "Calle, ciudad, código postal", "MM/AA", "3 o 4 dígitos")
            l = [
                "Pago",
                "Intro pasa al campo siguiente y se queda en un campo que muestra un error; Intro en el último campo, OK o Ctrl+Intro en cualquier campo paga.",
                "Tarjeta",
                "Nombre completo", "Correo electrónico", "Teléfono", "Dirección de entrega",
                "Número de tarjeta",
                "Caducidad", "Código de seguridad", "IBAN", "Importe",
            ]
        case .japanese:
            h = ("例:", "番地、市区町村、郵便番号", "MM/YY", "3桁または4桁の数字")
            l = [
                "お支払い",
                "Return キーで次の項目へ移動し、エラーのある項目ではそのまま留まります。最後の項目での Return キー、「完了」、またはどの項目でも Ctrl+Return で支払います。",
                "カード",
                "氏名", "メールアドレス", "電話番号", "お届け先住所", "カード番号", "有効期限", "セキュリティコード", "IBAN", "金額",
            ]
        case .simplifiedChinese:
            h = ("例如：", "街道、城市、邮政编码", "MM/YY", "3 位或 4 位数字")
            l = [
                "结账", "按回车键转到下一个字段，在显示错误的字段上则停留不动；在最后一个字段按回车、点按“完成”或在任意字段按 Ctrl+回车即可付款。", "卡",
                "姓名", "电子邮件", "电话", "收货地址", "卡号", "有效期", "安全码", "IBAN", "金额",
            ]
        case .arabic:
            h = ("مثال:", "الشارع، المدينة، الرمز البريدي", "MM/YY", "3 أو 4 أرقام")
            l = [
                "الدفع",
                "ينقلك مفتاح الإدخال إلى الحقل التالي، ويبقيك في الحقل الذي يعرض خطأً؛ ويتم الدفع بمفتاح الإدخال في الحقل الأخير أو بالضغط على «تم» أو بـ Ctrl+Enter في أي حقل.",
                "بطاقة",
                "الاسم الكامل", "البريد الإلكتروني", "الهاتف", "عنوان التسليم", "رقم البطاقة",
                "تاريخ الانتهاء",
                "رمز الأمان", "IBAN", "المبلغ",
            ]
        }
        let names = ["name", "email", "phone", "address", "card", "expiry", "cvc", "iban", "amount"]
        // The samples themselves (a name, an address, numbers) stay as they
        // are: only the words around them are translated.
        let hints = [
            "name": "\(h.example) Jane Appleseed", "email": "\(h.example) jane@example.com",
            "phone": "\(h.example) +1 415 555 2671", "address": h.address,
            "card": "\(h.example) 4242 4242 4242 4242", "expiry": h.expiry, "cvc": h.securityCode,
            "iban": "\(h.example) DE89 3704 0044 0532 0130 00",
        ]
        return DemoStrings(
            checkout: l[0], hint: l[1], labels: Dictionary(uniqueKeysWithValues: zip(names, l[3...])),
            hints: hints, card: l[2])
    }
}

/// The currency the demo's amount field uses in a region.
enum DemoCurrency {
    static func forRegion(_ region: String?) -> String {
        switch region ?? "" {
        case "DE", "AT", "IT", "FR", "ES", "NL", "BE", "FI", "IE", "PT", "GR": "EUR"
        case "KR": "KRW"
        case "JP": "JPY"
        case "RU": "RUB"
        case "CN": "CNY"
        case "EG": "EGP"
        case "SA": "SAR"
        case "GB": "GBP"
        case "CH": "CHF"
        case "IN": "INR"
        default: "USD"
        }
    }
}
