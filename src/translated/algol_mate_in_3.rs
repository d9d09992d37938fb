//! Generated from ALGOL 60 by `attic translate programs/algol/mate-in-3.alg`: do not edit by hand.
//! Typed Rust: each procedure a function over typed values.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::algol::runtime as rt;
use self::rt::{Fr, Op, SlotInit, StdFn, Ty, R, Rt, V};

static LINES: &[&str] = &[
"begin",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:7], СПИСОК[1:6300];",
"  Boolean array ВОЗМОЖЕН ПАТ[1:2];",
"  integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],",
"    ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ОБЗОР ХОДОВ(ПОЛЯ, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, n, МЕТКА);",
"",
"",
"",
"",
"",
"    procedure ЗАПИСЬ(НА, Е);  value НА, Е;  integer НА, Е;",
"",
"      С := ЧУЖАЯ ДОСКА[НА];",
"      if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;",
"      m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))",
"",
"",
"    procedure ХОД ПЕШКИ(НА);  value НА;  integer НА;",
"      if НА > 56 ∨ НА < 9 then",
"      begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end",
"      else ЗАПИСЬ(НА, 0);",
"",
"    procedure РОКИРОВКА(НА, УГОЛ);  value НА, УГОЛ;  integer НА, УГОЛ;",
"",
"      if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end",
"      else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;",
"      for П := ОТ step 1 until ДО do",
"        if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);",
"",
"",
"",
"",
"",
"",
"    m := n + 1;  СПИСОК[m] := 0;",
"    НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if КОД > 0 ∧ КОД < 10 then",
"",
"          В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;",
"          ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];",
"          if КОД = 1 then",
"",
"            t := ПОЛЕ + НАПР;",
"            if СВОЯ ДОСКА[t] = 0 then",
"",
"              if ЧУЖАЯ ДОСКА[t] = 0 then",
"",
"                ХОД ПЕШКИ(t);",
"                if Г = (if НАПР > 0 then 1 else 6) then",
"",
"                  if СВОЯ ДОСКА[t + НАПР] = 0 then",
"                  begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end",
"",
"",
"",
"            if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;",
"            if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end",
"",
"",
"",
"            if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end",
"            else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end",
"            else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end",
"            else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;",
"            ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;",
"            for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do",
"",
"              x := В;  y := Г;",
"            ЛУЧ:",
"              x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];",
"              if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then",
"",
"                t := 8 × y + x + 1;",
"                if СВОЯ ДОСКА[t] = 0 then",
"",
"                  С := ЧУЖАЯ ДОСКА[t];",
"                  if С ≠ 0 then",
"                  begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;",
"                  СПИСОК[m + 1] := ОТКУДА + t;",
"                  СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));",
"                  m := m + 2;",
"                  if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ",
"",
"",
"",
"            if КОД = 7 ∧ ПОЛЕ = ДОМ then",
"",
"              if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ + 2, ДОМ + 3);",
"              if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ - 2, ДОМ - 4)",
"",
"",
"",
"",
"",
"    n := m",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ ХОДА(З, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"",
"",
"    З := -З;",
"    М := З ÷ 10000000;  З := З - 10000000 × М;",
"    С := З ÷ 10000;  З := З - 10000 × С;",
"    ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;",
"    СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;",
"    СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ КОРОЛЯ(i, ДОМ, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"",
"",
"    if СПИСОК[i] ÷ 100 = ДОМ then",
"",
"      НА := СПИСОК[i] - 100 × ДОМ;",
"      if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then",
"",
"        К := СВОЯ ДОСКА[НА];",
"        if К - К ÷ 10 × 10 = 6 then",
"        begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВЫПОЛНЕНИЕ ХОДА(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ЧУЖИЕ ПОЛЯ, ДАЛЕЕ);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1;",
"    if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then",
"",
"",
"",
"      УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;",
"      ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;",
"      СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;",
"      n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"      ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"",
"    ПОД УДАРОМ:",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ДАЛЕЕ",
"",
"  ОТВЕТНЫЕ ХОДЫ:",
"    n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"    ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);",
"    РУБЕЖ ХОДОВ[УРОВЕНЬ] := n",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВВОД ФИГУР(ПОЛЯ, ДОСКА);  integer array ПОЛЯ, ДОСКА;",
"",
"    input(k);",
"    for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;",
"    for j := 1 step 1 until k do",
"",
"      input(КОД, ПОЛЕ);",
"      ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;",
"      ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"    procedure ПЕЧАТЬ ПОЛЯ(П);  value П;  integer П;",
"",
"      outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);",
"      outchar(1, '12345678', (П - 1) ÷ 8 + 1)",
"",
"",
"    if УРОВЕНЬ = 2 then",
"",
"      Х := СПИСОК[Б1];",
"      output('/');  outstring(1, 'КЛЮЧ ');",
"      ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);",
"      if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)",
"",
"    for Г := 7 step -1 until 0 do",
"",
"      output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');",
"      for В := 1 step 1 until 8 do",
"",
"        К := ДОСКА БЕЛЫХ[8 × Г + В];",
"        if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)",
"",
"",
"          К := ДОСКА ЧЕРНЫХ[8 × Г + В];",
"          if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')",
"",
"",
"",
"    output('/');  outstring(1, '  abcdefgh');  output('/')",
"",
"",
"",
"",
"",
"  ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;",
"  ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;",
"  ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;",
"  ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;",
"  ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;",
"  ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;",
"  ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;",
"  ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;",
"  ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;",
"  ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;",
"  ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;",
"  ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;",
"  ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;",
"  ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;",
"  ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;",
"  ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;",
"ОЧИСТКА ДОСОК:",
"  for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;",
"ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;",
"  for i := 0 step 1 until 7 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"НАЧАЛО:",
"  for Б1 := 3 step 1 until РУБЕЖ ХОДОВ[1] do",
"",
"    ВОЗМОЖЕН ПАТ[1] := true;",
"    ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);",
"    for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do",
"",
"      ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);",
"      if s = 2 then go to ПОСЛЕДНИЙ ХОД;",
"      for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do",
"",
"        ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;",
"        ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);",
"",
"",
"        for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do",
"",
"          ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);",
"",
"        ПОСЛЕДНИЙ ХОД:",
"          for ББ := РУБЕЖ ХОДОВ[ss - 2] + 2 step 1 until РУБЕЖ ХОДОВ[ss - 1] do",
"",
"            ВОЗМОЖЕН ПАТ[s - 1] := false;",
"            ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);",
"          ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:",
"            n := РУБЕЖ ХОДОВ[ss];",
"            ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);",
"",
"          ШАХ ЧЕРНЫМ:",
"            for ЧЧ := РУБЕЖ ХОДОВ[ss - 1] + 2 step 1 until РУБЕЖ ХОДОВ[ss] do",
"",
"              ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);",
"            УШЛИ ОТ ШАХА:",
"              УРОВЕНЬ := ss;",
"              ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],",
"",
"",
"            ЧЧ ПРОДОЛЖЕНИЕ:",
"              УРОВЕНЬ := ss",
"",
"          ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:",
"            УРОВЕНЬ := ss - 1;",
"            ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],",
"",
"            ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"            go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else Ч2 ПРОДОЛЖЕНИЕ;",
"",
"          ББ ПРОДОЛЖЕНИЕ:",
"            УРОВЕНЬ := ss - 1",
"",
"          if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;",
"",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"        Ч2 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[4];",
"        if ВОЗМОЖЕН ПАТ[2] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);",
"",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"",
"      Б2 ПРОДОЛЖЕНИЕ:",
"",
"",
"    БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"      ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],",
"",
"      ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"    Ч1 ПРОДОЛЖЕНИЕ:",
"",
"",
"    n := РУБЕЖ ХОДОВ[2];",
"    if ВОЗМОЖЕН ПАТ[1] then",
"",
"",
"      ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);",
"",
"",
"",
"    output('/,T,РЕШЕНИЕ,/');",
"",
"  МАТ1:",
"",
"  ОТВЕТ:",
"",
"",
"",
"  Б1 ПРОДОЛЖЕНИЕ:",
"",
"",
"  output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');",
"",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 25, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 25, col: 38, width: 6, name: "СПИСОК" },
rt::Site { line: 26, col: 17, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 27, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 27, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 28, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 289, col: 3, width: 21, name: "" },
rt::Site { line: 289, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 289, col: 27, width: 23, name: "" },
rt::Site { line: 289, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 290, col: 3, width: 22, name: "" },
rt::Site { line: 290, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 290, col: 28, width: 23, name: "" },
rt::Site { line: 290, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 291, col: 3, width: 21, name: "" },
rt::Site { line: 291, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 291, col: 27, width: 23, name: "" },
rt::Site { line: 291, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 292, col: 3, width: 21, name: "" },
rt::Site { line: 292, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 292, col: 27, width: 24, name: "" },
rt::Site { line: 292, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 293, col: 3, width: 21, name: "" },
rt::Site { line: 293, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 293, col: 27, width: 23, name: "" },
rt::Site { line: 293, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 294, col: 3, width: 21, name: "" },
rt::Site { line: 294, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 294, col: 27, width: 24, name: "" },
rt::Site { line: 294, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 295, col: 3, width: 22, name: "" },
rt::Site { line: 295, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 295, col: 28, width: 23, name: "" },
rt::Site { line: 295, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 296, col: 3, width: 22, name: "" },
rt::Site { line: 296, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 296, col: 28, width: 24, name: "" },
rt::Site { line: 296, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 297, col: 3, width: 21, name: "" },
rt::Site { line: 297, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 297, col: 27, width: 23, name: "" },
rt::Site { line: 297, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 298, col: 3, width: 22, name: "" },
rt::Site { line: 298, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 298, col: 28, width: 24, name: "" },
rt::Site { line: 298, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 299, col: 3, width: 22, name: "" },
rt::Site { line: 299, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 299, col: 28, width: 25, name: "" },
rt::Site { line: 299, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 300, col: 3, width: 22, name: "" },
rt::Site { line: 300, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 300, col: 28, width: 25, name: "" },
rt::Site { line: 300, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 301, col: 3, width: 23, name: "" },
rt::Site { line: 301, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 301, col: 29, width: 25, name: "" },
rt::Site { line: 301, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 302, col: 3, width: 23, name: "" },
rt::Site { line: 302, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 302, col: 29, width: 25, name: "" },
rt::Site { line: 302, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 303, col: 3, width: 23, name: "" },
rt::Site { line: 303, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 303, col: 29, width: 24, name: "" },
rt::Site { line: 303, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 304, col: 3, width: 23, name: "" },
rt::Site { line: 304, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 304, col: 29, width: 24, name: "" },
rt::Site { line: 304, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 305, col: 1, width: 1, name: "i" },
rt::Site { line: 306, col: 7, width: 1, name: "i" },
rt::Site { line: 306, col: 33, width: 38, name: "" },
rt::Site { line: 306, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 306, col: 45, width: 1, name: "i" },
rt::Site { line: 306, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 306, col: 64, width: 1, name: "i" },
rt::Site { line: 307, col: 1, width: 26, name: "input" },
rt::Site { line: 307, col: 30, width: 11, name: "" },
rt::Site { line: 307, col: 36, width: 5, name: "×" },
rt::Site { line: 307, col: 40, width: 1, name: "s" },
rt::Site { line: 308, col: 3, width: 1, name: "i" },
rt::Site { line: 308, col: 7, width: 1, name: "i" },
rt::Site { line: 309, col: 9, width: 19, name: "" },
rt::Site { line: 309, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 309, col: 21, width: 1, name: "i" },
rt::Site { line: 309, col: 31, width: 10, name: "" },
rt::Site { line: 309, col: 31, width: 4, name: "q" },
rt::Site { line: 309, col: 33, width: 1, name: "i" },
rt::Site { line: 313, col: 3, width: 18, name: "" },
rt::Site { line: 313, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 313, col: 24, width: 20, name: "" },
rt::Site { line: 313, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 314, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 236, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 236, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 314, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 315, col: 3, width: 12, name: "" },
rt::Site { line: 315, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 316, col: 3, width: 19, name: "" },
rt::Site { line: 316, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 317, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 38, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 38, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 38, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 38, col: 56, width: 1, name: "n" },
rt::Site { line: 38, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 318, col: 3, width: 19, name: "" },
rt::Site { line: 318, col: 21, width: 1, name: "n" },
rt::Site { line: 318, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 319, col: 1, width: 1, name: "Б1" },
rt::Site { line: 320, col: 7, width: 2, name: "Б1" },
rt::Site { line: 320, col: 28, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 427, col: 1, width: 1, name: "output" },
rt::Site { line: 416, col: 3, width: 1, name: "output" },
rt::Site { line: 322, col: 5, width: 23, name: "" },
rt::Site { line: 322, col: 5, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 323, col: 5, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 188, col: 29, width: 1, name: "i" },
rt::Site { line: 188, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 188, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 188, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 188, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 188, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 324, col: 5, width: 1, name: "Ч1" },
rt::Site { line: 324, col: 15, width: 18, name: "+" },
rt::Site { line: 324, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 324, col: 9, width: 2, name: "Ч1" },
rt::Site { line: 324, col: 47, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 326, col: 7, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 327, col: 10, width: 5, name: "" },
rt::Site { line: 327, col: 10, width: 5, name: "=" },
rt::Site { line: 327, col: 10, width: 1, name: "s" },
rt::Site { line: 328, col: 7, width: 1, name: "Б2" },
rt::Site { line: 328, col: 17, width: 18, name: "+" },
rt::Site { line: 328, col: 17, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 328, col: 11, width: 2, name: "Б2" },
rt::Site { line: 328, col: 49, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 330, col: 9, width: 24, name: "" },
rt::Site { line: 330, col: 9, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 330, col: 36, width: 23, name: "" },
rt::Site { line: 330, col: 36, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 331, col: 9, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 334, col: 9, width: 1, name: "Ч2" },
rt::Site { line: 334, col: 19, width: 18, name: "+" },
rt::Site { line: 334, col: 19, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 334, col: 13, width: 2, name: "Ч2" },
rt::Site { line: 334, col: 51, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 377, col: 9, width: 1, name: "" },
rt::Site { line: 336, col: 11, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 338, col: 9, width: 1, name: "ББ" },
rt::Site { line: 339, col: 21, width: 23, name: "+" },
rt::Site { line: 339, col: 21, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 339, col: 33, width: 6, name: "-" },
rt::Site { line: 339, col: 33, width: 2, name: "ss" },
rt::Site { line: 339, col: 15, width: 2, name: "ББ" },
rt::Site { line: 339, col: 58, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 339, col: 70, width: 6, name: "-" },
rt::Site { line: 339, col: 70, width: 2, name: "ss" },
rt::Site { line: 347, col: 11, width: 1, name: "ЧЧ" },
rt::Site { line: 348, col: 23, width: 23, name: "+" },
rt::Site { line: 348, col: 23, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 348, col: 35, width: 6, name: "-" },
rt::Site { line: 348, col: 35, width: 2, name: "ss" },
rt::Site { line: 348, col: 17, width: 2, name: "ЧЧ" },
rt::Site { line: 348, col: 60, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 348, col: 72, width: 2, name: "ss" },
rt::Site { line: 341, col: 13, width: 28, name: "" },
rt::Site { line: 341, col: 13, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 341, col: 26, width: 5, name: "-" },
rt::Site { line: 341, col: 26, width: 1, name: "s" },
rt::Site { line: 342, col: 13, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 343, col: 11, width: 1, name: "" },
rt::Site { line: 344, col: 18, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 344, col: 30, width: 2, name: "ss" },
rt::Site { line: 345, col: 13, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 356, col: 13, width: 1, name: "" },
rt::Site { line: 357, col: 26, width: 2, name: "ss" },
rt::Site { line: 350, col: 15, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 351, col: 13, width: 1, name: "" },
rt::Site { line: 352, col: 26, width: 2, name: "ss" },
rt::Site { line: 353, col: 15, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 149, col: 26, width: 1, name: "З" },
rt::Site { line: 353, col: 28, width: 50, name: "СПИСОК" },
rt::Site { line: 353, col: 38, width: 16, name: "" },
rt::Site { line: 353, col: 38, width: 16, name: "=" },
rt::Site { line: 353, col: 38, width: 10, name: "q" },
rt::Site { line: 353, col: 40, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 353, col: 59, width: 6, name: "+" },
rt::Site { line: 353, col: 59, width: 2, name: "ЧЧ" },
rt::Site { line: 353, col: 71, width: 6, name: "+" },
rt::Site { line: 353, col: 71, width: 2, name: "ЧЧ" },
rt::Site { line: 149, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 149, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 149, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 359, col: 11, width: 1, name: "" },
rt::Site { line: 360, col: 24, width: 6, name: "-" },
rt::Site { line: 360, col: 24, width: 2, name: "ss" },
rt::Site { line: 361, col: 13, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 361, col: 26, width: 50, name: "СПИСОК" },
rt::Site { line: 361, col: 36, width: 16, name: "" },
rt::Site { line: 361, col: 36, width: 16, name: "=" },
rt::Site { line: 361, col: 36, width: 10, name: "q" },
rt::Site { line: 361, col: 38, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 361, col: 57, width: 6, name: "+" },
rt::Site { line: 361, col: 57, width: 2, name: "ББ" },
rt::Site { line: 361, col: 69, width: 6, name: "+" },
rt::Site { line: 361, col: 69, width: 2, name: "ББ" },
rt::Site { line: 363, col: 13, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 165, col: 28, width: 1, name: "i" },
rt::Site { line: 165, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 165, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 165, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 364, col: 19, width: 48, name: "" },
rt::Site { line: 364, col: 22, width: 5, name: "" },
rt::Site { line: 364, col: 22, width: 5, name: "=" },
rt::Site { line: 364, col: 22, width: 1, name: "s" },
rt::Site { line: 366, col: 11, width: 1, name: "" },
rt::Site { line: 367, col: 24, width: 6, name: "-" },
rt::Site { line: 367, col: 24, width: 2, name: "ss" },
rt::Site { line: 369, col: 14, width: 5, name: "" },
rt::Site { line: 369, col: 14, width: 5, name: "=" },
rt::Site { line: 369, col: 14, width: 1, name: "s" },
rt::Site { line: 371, col: 9, width: 1, name: "" },
rt::Site { line: 373, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 373, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 373, col: 34, width: 16, name: "" },
rt::Site { line: 373, col: 34, width: 16, name: "=" },
rt::Site { line: 373, col: 34, width: 10, name: "q" },
rt::Site { line: 373, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 373, col: 55, width: 6, name: "+" },
rt::Site { line: 373, col: 55, width: 2, name: "Ч2" },
rt::Site { line: 373, col: 67, width: 6, name: "+" },
rt::Site { line: 373, col: 67, width: 2, name: "Ч2" },
rt::Site { line: 375, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 380, col: 9, width: 19, name: "" },
rt::Site { line: 380, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 381, col: 12, width: 15, name: "" },
rt::Site { line: 381, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 384, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 388, col: 7, width: 1, name: "" },
rt::Site { line: 390, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 390, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 390, col: 32, width: 16, name: "" },
rt::Site { line: 390, col: 32, width: 16, name: "=" },
rt::Site { line: 390, col: 32, width: 10, name: "q" },
rt::Site { line: 390, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 390, col: 53, width: 6, name: "+" },
rt::Site { line: 390, col: 53, width: 2, name: "Б2" },
rt::Site { line: 390, col: 65, width: 6, name: "+" },
rt::Site { line: 390, col: 65, width: 2, name: "Б2" },
rt::Site { line: 392, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 394, col: 7, width: 1, name: "" },
rt::Site { line: 403, col: 5, width: 1, name: "" },
rt::Site { line: 397, col: 5, width: 1, name: "" },
rt::Site { line: 399, col: 7, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 399, col: 20, width: 50, name: "СПИСОК" },
rt::Site { line: 399, col: 30, width: 16, name: "" },
rt::Site { line: 399, col: 30, width: 16, name: "=" },
rt::Site { line: 399, col: 30, width: 10, name: "q" },
rt::Site { line: 399, col: 32, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 399, col: 51, width: 6, name: "+" },
rt::Site { line: 399, col: 51, width: 2, name: "Ч1" },
rt::Site { line: 399, col: 63, width: 6, name: "+" },
rt::Site { line: 399, col: 63, width: 2, name: "Ч1" },
rt::Site { line: 401, col: 7, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 406, col: 5, width: 19, name: "" },
rt::Site { line: 406, col: 10, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 407, col: 8, width: 15, name: "" },
rt::Site { line: 407, col: 8, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 410, col: 7, width: 59, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 414, col: 5, width: 23, name: "output" },
rt::Site { line: 418, col: 3, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 422, col: 3, width: 1, name: "" },
rt::Site { line: 425, col: 3, width: 36, name: "output" },
rt::Site { line: 72, col: 5, width: 10, name: "" },
rt::Site { line: 72, col: 10, width: 5, name: "+" },
rt::Site { line: 72, col: 10, width: 1, name: "n" },
rt::Site { line: 72, col: 18, width: 14, name: "" },
rt::Site { line: 72, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 72, col: 25, width: 1, name: "m" },
rt::Site { line: 73, col: 5, width: 15, name: "" },
rt::Site { line: 73, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 73, col: 23, width: 33, name: "" },
rt::Site { line: 73, col: 33, width: 8, name: "" },
rt::Site { line: 73, col: 33, width: 8, name: ">" },
rt::Site { line: 73, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 74, col: 5, width: 1, name: "j" },
rt::Site { line: 74, col: 9, width: 1, name: "j" },
rt::Site { line: 76, col: 7, width: 15, name: "" },
rt::Site { line: 76, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 76, col: 20, width: 1, name: "j" },
rt::Site { line: 77, col: 10, width: 8, name: "" },
rt::Site { line: 77, col: 10, width: 8, name: "≠" },
rt::Site { line: 77, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 79, col: 9, width: 32, name: "" },
rt::Site { line: 79, col: 16, width: 25, name: "-" },
rt::Site { line: 79, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 79, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 79, col: 35, width: 6, name: "×" },
rt::Site { line: 79, col: 40, width: 1, name: "j" },
rt::Site { line: 80, col: 12, width: 18, name: "" },
rt::Site { line: 80, col: 12, width: 18, name: "∧" },
rt::Site { line: 80, col: 12, width: 7, name: ">" },
rt::Site { line: 80, col: 12, width: 3, name: "КОД" },
rt::Site { line: 80, col: 22, width: 8, name: "<" },
rt::Site { line: 80, col: 22, width: 3, name: "КОД" },
rt::Site { line: 82, col: 11, width: 36, name: "" },
rt::Site { line: 82, col: 16, width: 31, name: "-" },
rt::Site { line: 82, col: 17, width: 8, name: "-" },
rt::Site { line: 82, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 82, col: 29, width: 18, name: "×" },
rt::Site { line: 82, col: 29, width: 14, name: "÷" },
rt::Site { line: 82, col: 30, width: 8, name: "-" },
rt::Site { line: 82, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 82, col: 50, width: 19, name: "" },
rt::Site { line: 82, col: 55, width: 14, name: "÷" },
rt::Site { line: 82, col: 56, width: 8, name: "-" },
rt::Site { line: 82, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 11, width: 20, name: "" },
rt::Site { line: 83, col: 21, width: 10, name: "×" },
rt::Site { line: 83, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 34, width: 33, name: "" },
rt::Site { line: 83, col: 44, width: 23, name: "×" },
rt::Site { line: 83, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 83, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 84, col: 14, width: 7, name: "" },
rt::Site { line: 84, col: 14, width: 7, name: "=" },
rt::Site { line: 84, col: 14, width: 3, name: "КОД" },
rt::Site { line: 86, col: 13, width: 16, name: "" },
rt::Site { line: 86, col: 18, width: 11, name: "+" },
rt::Site { line: 86, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 86, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 87, col: 16, width: 17, name: "" },
rt::Site { line: 87, col: 16, width: 17, name: "=" },
rt::Site { line: 87, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 87, col: 27, width: 1, name: "t" },
rt::Site { line: 89, col: 18, width: 18, name: "" },
rt::Site { line: 89, col: 18, width: 18, name: "=" },
rt::Site { line: 89, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 89, col: 30, width: 1, name: "t" },
rt::Site { line: 91, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 53, col: 25, width: 2, name: "НА" },
rt::Site { line: 92, col: 20, width: 30, name: "" },
rt::Site { line: 92, col: 20, width: 30, name: "=" },
rt::Site { line: 92, col: 20, width: 1, name: "Г" },
rt::Site { line: 92, col: 28, width: 8, name: "" },
rt::Site { line: 92, col: 28, width: 8, name: ">" },
rt::Site { line: 92, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 94, col: 22, width: 24, name: "" },
rt::Site { line: 94, col: 22, width: 24, name: "=" },
rt::Site { line: 94, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 94, col: 33, width: 8, name: "+" },
rt::Site { line: 94, col: 33, width: 1, name: "t" },
rt::Site { line: 94, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 95, col: 28, width: 25, name: "" },
rt::Site { line: 95, col: 28, width: 25, name: "=" },
rt::Site { line: 95, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 95, col: 40, width: 8, name: "+" },
rt::Site { line: 95, col: 40, width: 1, name: "t" },
rt::Site { line: 95, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 95, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 44, col: 22, width: 2, name: "НА" },
rt::Site { line: 95, col: 66, width: 8, name: "+" },
rt::Site { line: 95, col: 66, width: 1, name: "t" },
rt::Site { line: 95, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 44, col: 26, width: 1, name: "Е" },
rt::Site { line: 99, col: 16, width: 5, name: "" },
rt::Site { line: 99, col: 16, width: 5, name: ">" },
rt::Site { line: 99, col: 16, width: 1, name: "В" },
rt::Site { line: 99, col: 36, width: 22, name: "" },
rt::Site { line: 99, col: 36, width: 22, name: "≠" },
rt::Site { line: 99, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 99, col: 48, width: 5, name: "-" },
rt::Site { line: 99, col: 48, width: 1, name: "t" },
rt::Site { line: 99, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 99, col: 74, width: 5, name: "-" },
rt::Site { line: 99, col: 74, width: 1, name: "t" },
rt::Site { line: 100, col: 16, width: 5, name: "" },
rt::Site { line: 100, col: 16, width: 5, name: "<" },
rt::Site { line: 100, col: 16, width: 1, name: "В" },
rt::Site { line: 100, col: 36, width: 22, name: "" },
rt::Site { line: 100, col: 36, width: 22, name: "≠" },
rt::Site { line: 100, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 100, col: 48, width: 5, name: "+" },
rt::Site { line: 100, col: 48, width: 1, name: "t" },
rt::Site { line: 100, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 100, col: 74, width: 5, name: "+" },
rt::Site { line: 100, col: 74, width: 1, name: "t" },
rt::Site { line: 104, col: 16, width: 7, name: "" },
rt::Site { line: 104, col: 16, width: 7, name: "=" },
rt::Site { line: 104, col: 16, width: 3, name: "КОД" },
rt::Site { line: 104, col: 35, width: 11, name: "" },
rt::Site { line: 104, col: 49, width: 16, name: "" },
rt::Site { line: 105, col: 21, width: 7, name: "" },
rt::Site { line: 105, col: 21, width: 7, name: "=" },
rt::Site { line: 105, col: 21, width: 3, name: "КОД" },
rt::Site { line: 105, col: 40, width: 11, name: "" },
rt::Site { line: 105, col: 54, width: 15, name: "" },
rt::Site { line: 106, col: 21, width: 17, name: "" },
rt::Site { line: 106, col: 21, width: 17, name: "∨" },
rt::Site { line: 106, col: 21, width: 7, name: "=" },
rt::Site { line: 106, col: 21, width: 3, name: "КОД" },
rt::Site { line: 106, col: 31, width: 7, name: "=" },
rt::Site { line: 106, col: 31, width: 3, name: "КОД" },
rt::Site { line: 106, col: 50, width: 11, name: "" },
rt::Site { line: 106, col: 64, width: 15, name: "" },
rt::Site { line: 107, col: 24, width: 11, name: "" },
rt::Site { line: 107, col: 38, width: 15, name: "" },
rt::Site { line: 108, col: 13, width: 43, name: "" },
rt::Site { line: 108, col: 29, width: 27, name: "∧" },
rt::Site { line: 108, col: 29, width: 17, name: "∧" },
rt::Site { line: 108, col: 29, width: 7, name: "≠" },
rt::Site { line: 108, col: 29, width: 3, name: "КОД" },
rt::Site { line: 108, col: 39, width: 7, name: "≠" },
rt::Site { line: 108, col: 39, width: 3, name: "КОД" },
rt::Site { line: 108, col: 49, width: 7, name: "≠" },
rt::Site { line: 108, col: 49, width: 3, name: "КОД" },
rt::Site { line: 109, col: 13, width: 1, name: "k" },
rt::Site { line: 109, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 109, col: 17, width: 1, name: "k" },
rt::Site { line: 109, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 111, col: 15, width: 6, name: "" },
rt::Site { line: 111, col: 20, width: 1, name: "В" },
rt::Site { line: 111, col: 24, width: 6, name: "" },
rt::Site { line: 111, col: 29, width: 1, name: "Г" },
rt::Site { line: 112, col: 13, width: 1, name: "" },
rt::Site { line: 113, col: 20, width: 20, name: "+" },
rt::Site { line: 113, col: 20, width: 1, name: "x" },
rt::Site { line: 113, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 113, col: 38, width: 1, name: "k" },
rt::Site { line: 113, col: 43, width: 27, name: "" },
rt::Site { line: 113, col: 48, width: 22, name: "+" },
rt::Site { line: 113, col: 48, width: 1, name: "y" },
rt::Site { line: 113, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 113, col: 68, width: 1, name: "k" },
rt::Site { line: 114, col: 18, width: 29, name: "" },
rt::Site { line: 114, col: 18, width: 29, name: "∧" },
rt::Site { line: 114, col: 18, width: 21, name: "∧" },
rt::Site { line: 114, col: 18, width: 13, name: "∧" },
rt::Site { line: 114, col: 18, width: 5, name: "≥" },
rt::Site { line: 114, col: 18, width: 1, name: "x" },
rt::Site { line: 114, col: 26, width: 5, name: "<" },
rt::Site { line: 114, col: 26, width: 1, name: "x" },
rt::Site { line: 114, col: 34, width: 5, name: "≥" },
rt::Site { line: 114, col: 34, width: 1, name: "y" },
rt::Site { line: 114, col: 42, width: 5, name: "<" },
rt::Site { line: 114, col: 42, width: 1, name: "y" },
rt::Site { line: 116, col: 17, width: 18, name: "" },
rt::Site { line: 116, col: 22, width: 13, name: "+" },
rt::Site { line: 116, col: 22, width: 9, name: "+" },
rt::Site { line: 116, col: 22, width: 5, name: "×" },
rt::Site { line: 116, col: 26, width: 1, name: "y" },
rt::Site { line: 116, col: 30, width: 1, name: "x" },
rt::Site { line: 117, col: 20, width: 17, name: "" },
rt::Site { line: 117, col: 20, width: 17, name: "=" },
rt::Site { line: 117, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 117, col: 31, width: 1, name: "t" },
rt::Site { line: 119, col: 19, width: 19, name: "" },
rt::Site { line: 119, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 119, col: 36, width: 1, name: "t" },
rt::Site { line: 120, col: 22, width: 5, name: "" },
rt::Site { line: 120, col: 22, width: 5, name: "≠" },
rt::Site { line: 120, col: 22, width: 1, name: "С" },
rt::Site { line: 121, col: 28, width: 41, name: "" },
rt::Site { line: 121, col: 28, width: 41, name: "∨" },
rt::Site { line: 121, col: 28, width: 19, name: "=" },
rt::Site { line: 121, col: 28, width: 15, name: "-" },
rt::Site { line: 121, col: 28, width: 1, name: "С" },
rt::Site { line: 121, col: 32, width: 11, name: "×" },
rt::Site { line: 121, col: 32, width: 6, name: "÷" },
rt::Site { line: 121, col: 32, width: 1, name: "С" },
rt::Site { line: 121, col: 50, width: 19, name: "=" },
rt::Site { line: 121, col: 50, width: 15, name: "-" },
rt::Site { line: 121, col: 50, width: 1, name: "С" },
rt::Site { line: 121, col: 54, width: 11, name: "×" },
rt::Site { line: 121, col: 54, width: 6, name: "÷" },
rt::Site { line: 121, col: 54, width: 1, name: "С" },
rt::Site { line: 121, col: 81, width: 5, name: "" },
rt::Site { line: 121, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 122, col: 19, width: 27, name: "" },
rt::Site { line: 122, col: 36, width: 10, name: "+" },
rt::Site { line: 122, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 122, col: 45, width: 1, name: "t" },
rt::Site { line: 122, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 122, col: 26, width: 5, name: "+" },
rt::Site { line: 122, col: 26, width: 1, name: "m" },
rt::Site { line: 123, col: 19, width: 53, name: "" },
rt::Site { line: 123, col: 36, width: 36, name: "" },
rt::Site { line: 123, col: 38, width: 32, name: "+" },
rt::Site { line: 123, col: 38, width: 10, name: "+" },
rt::Site { line: 123, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 123, col: 47, width: 1, name: "t" },
rt::Site { line: 123, col: 51, width: 19, name: "×" },
rt::Site { line: 123, col: 60, width: 10, name: "+" },
rt::Site { line: 123, col: 60, width: 1, name: "С" },
rt::Site { line: 123, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 123, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 123, col: 26, width: 5, name: "+" },
rt::Site { line: 123, col: 26, width: 1, name: "m" },
rt::Site { line: 124, col: 19, width: 10, name: "" },
rt::Site { line: 124, col: 24, width: 5, name: "+" },
rt::Site { line: 124, col: 24, width: 1, name: "m" },
rt::Site { line: 125, col: 22, width: 20, name: "" },
rt::Site { line: 125, col: 22, width: 20, name: "∧" },
rt::Site { line: 125, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 125, col: 37, width: 5, name: "=" },
rt::Site { line: 125, col: 37, width: 1, name: "С" },
rt::Site { line: 125, col: 54, width: 3, name: "" },
rt::Site { line: 129, col: 16, width: 20, name: "" },
rt::Site { line: 129, col: 16, width: 20, name: "∧" },
rt::Site { line: 129, col: 16, width: 7, name: "=" },
rt::Site { line: 129, col: 16, width: 3, name: "КОД" },
rt::Site { line: 129, col: 26, width: 10, name: "=" },
rt::Site { line: 129, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 129, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 131, col: 18, width: 55, name: "" },
rt::Site { line: 131, col: 18, width: 55, name: "=" },
rt::Site { line: 131, col: 18, width: 51, name: "-" },
rt::Site { line: 131, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 131, col: 29, width: 7, name: "+" },
rt::Site { line: 131, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 131, col: 40, width: 29, name: "×" },
rt::Site { line: 131, col: 40, width: 24, name: "÷" },
rt::Site { line: 131, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 131, col: 51, width: 7, name: "+" },
rt::Site { line: 131, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 58, col: 25, width: 2, name: "НА" },
rt::Site { line: 132, col: 27, width: 7, name: "+" },
rt::Site { line: 132, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 58, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 132, col: 36, width: 7, name: "+" },
rt::Site { line: 132, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 18, width: 55, name: "" },
rt::Site { line: 133, col: 18, width: 55, name: "=" },
rt::Site { line: 133, col: 18, width: 51, name: "-" },
rt::Site { line: 133, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 133, col: 29, width: 7, name: "-" },
rt::Site { line: 133, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 40, width: 29, name: "×" },
rt::Site { line: 133, col: 40, width: 24, name: "÷" },
rt::Site { line: 133, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 133, col: 51, width: 7, name: "-" },
rt::Site { line: 133, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 134, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 134, col: 27, width: 7, name: "-" },
rt::Site { line: 134, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 134, col: 36, width: 7, name: "-" },
rt::Site { line: 134, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 140, col: 5, width: 1, name: "" },
rt::Site { line: 140, col: 10, width: 1, name: "m" },
rt::Site { line: 140, col: 5, width: 1, name: "n" },
rt::Site { line: 46, col: 7, width: 20, name: "" },
rt::Site { line: 46, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 46, col: 24, width: 2, name: "НА" },
rt::Site { line: 47, col: 10, width: 41, name: "" },
rt::Site { line: 47, col: 10, width: 41, name: "∨" },
rt::Site { line: 47, col: 10, width: 19, name: "=" },
rt::Site { line: 47, col: 10, width: 15, name: "-" },
rt::Site { line: 47, col: 10, width: 1, name: "С" },
rt::Site { line: 47, col: 14, width: 11, name: "×" },
rt::Site { line: 47, col: 14, width: 6, name: "÷" },
rt::Site { line: 47, col: 14, width: 1, name: "С" },
rt::Site { line: 47, col: 32, width: 19, name: "=" },
rt::Site { line: 47, col: 32, width: 15, name: "-" },
rt::Site { line: 47, col: 32, width: 1, name: "С" },
rt::Site { line: 47, col: 36, width: 11, name: "×" },
rt::Site { line: 47, col: 36, width: 6, name: "÷" },
rt::Site { line: 47, col: 36, width: 1, name: "С" },
rt::Site { line: 47, col: 63, width: 5, name: "" },
rt::Site { line: 47, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 48, col: 7, width: 10, name: "" },
rt::Site { line: 48, col: 12, width: 5, name: "+" },
rt::Site { line: 48, col: 12, width: 1, name: "m" },
rt::Site { line: 48, col: 20, width: 24, name: "" },
rt::Site { line: 48, col: 33, width: 11, name: "+" },
rt::Site { line: 48, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 48, col: 42, width: 2, name: "НА" },
rt::Site { line: 48, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 48, col: 27, width: 1, name: "m" },
rt::Site { line: 49, col: 10, width: 5, name: "" },
rt::Site { line: 49, col: 10, width: 5, name: ">" },
rt::Site { line: 49, col: 10, width: 1, name: "Е" },
rt::Site { line: 49, col: 27, width: 10, name: "" },
rt::Site { line: 49, col: 32, width: 5, name: "+" },
rt::Site { line: 49, col: 32, width: 1, name: "m" },
rt::Site { line: 49, col: 40, width: 15, name: "" },
rt::Site { line: 49, col: 53, width: 1, name: "Е" },
rt::Site { line: 49, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 49, col: 47, width: 1, name: "m" },
rt::Site { line: 50, col: 7, width: 10, name: "" },
rt::Site { line: 50, col: 12, width: 5, name: "+" },
rt::Site { line: 50, col: 12, width: 1, name: "m" },
rt::Site { line: 50, col: 20, width: 1, name: "" },
rt::Site { line: 50, col: 33, width: 1, name: "" },
rt::Site { line: 50, col: 35, width: 33, name: "+" },
rt::Site { line: 50, col: 35, width: 11, name: "+" },
rt::Site { line: 50, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 50, col: 44, width: 2, name: "НА" },
rt::Site { line: 50, col: 49, width: 19, name: "×" },
rt::Site { line: 50, col: 58, width: 10, name: "+" },
rt::Site { line: 50, col: 58, width: 1, name: "С" },
rt::Site { line: 50, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 50, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 50, col: 27, width: 1, name: "m" },
rt::Site { line: 54, col: 10, width: 16, name: "" },
rt::Site { line: 54, col: 10, width: 16, name: "∨" },
rt::Site { line: 54, col: 10, width: 7, name: ">" },
rt::Site { line: 54, col: 10, width: 2, name: "НА" },
rt::Site { line: 54, col: 20, width: 6, name: "<" },
rt::Site { line: 54, col: 20, width: 2, name: "НА" },
rt::Site { line: 55, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 55, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 55, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 55, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 56, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 60, col: 10, width: 11, name: "" },
rt::Site { line: 60, col: 10, width: 11, name: ">" },
rt::Site { line: 60, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 60, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 60, col: 33, width: 14, name: "" },
rt::Site { line: 60, col: 39, width: 8, name: "+" },
rt::Site { line: 60, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 60, col: 50, width: 15, name: "" },
rt::Site { line: 60, col: 56, width: 8, name: "-" },
rt::Site { line: 60, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 61, col: 18, width: 14, name: "" },
rt::Site { line: 61, col: 24, width: 8, name: "+" },
rt::Site { line: 61, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 61, col: 35, width: 15, name: "" },
rt::Site { line: 61, col: 41, width: 8, name: "-" },
rt::Site { line: 61, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 62, col: 7, width: 1, name: "П" },
rt::Site { line: 62, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 62, col: 11, width: 1, name: "П" },
rt::Site { line: 62, col: 32, width: 2, name: "ДО" },
rt::Site { line: 63, col: 12, width: 38, name: "" },
rt::Site { line: 63, col: 12, width: 38, name: "∨" },
rt::Site { line: 63, col: 12, width: 17, name: "≠" },
rt::Site { line: 63, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 63, col: 23, width: 1, name: "П" },
rt::Site { line: 63, col: 32, width: 18, name: "≠" },
rt::Site { line: 63, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 63, col: 44, width: 1, name: "П" },
rt::Site { line: 64, col: 7, width: 10, name: "" },
rt::Site { line: 64, col: 12, width: 5, name: "+" },
rt::Site { line: 64, col: 12, width: 1, name: "m" },
rt::Site { line: 64, col: 20, width: 24, name: "" },
rt::Site { line: 64, col: 33, width: 11, name: "+" },
rt::Site { line: 64, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 64, col: 42, width: 2, name: "НА" },
rt::Site { line: 64, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 64, col: 27, width: 1, name: "m" },
rt::Site { line: 65, col: 7, width: 10, name: "" },
rt::Site { line: 65, col: 12, width: 5, name: "+" },
rt::Site { line: 65, col: 12, width: 1, name: "m" },
rt::Site { line: 65, col: 20, width: 74, name: "" },
rt::Site { line: 65, col: 33, width: 61, name: "" },
rt::Site { line: 65, col: 35, width: 58, name: "+" },
rt::Site { line: 65, col: 35, width: 28, name: "+" },
rt::Site { line: 65, col: 35, width: 10, name: "×" },
rt::Site { line: 65, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 65, col: 48, width: 15, name: "÷" },
rt::Site { line: 65, col: 49, width: 9, name: "+" },
rt::Site { line: 65, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 65, col: 56, width: 2, name: "НА" },
rt::Site { line: 65, col: 66, width: 27, name: "×" },
rt::Site { line: 65, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 65, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 65, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 65, col: 27, width: 1, name: "m" },
rt::Site { line: 152, col: 5, width: 7, name: "" },
rt::Site { line: 152, col: 10, width: 2, name: "" },
rt::Site { line: 152, col: 11, width: 1, name: "З" },
rt::Site { line: 153, col: 5, width: 17, name: "" },
rt::Site { line: 153, col: 10, width: 12, name: "÷" },
rt::Site { line: 153, col: 10, width: 1, name: "З" },
rt::Site { line: 153, col: 25, width: 21, name: "" },
rt::Site { line: 153, col: 30, width: 16, name: "-" },
rt::Site { line: 153, col: 30, width: 1, name: "З" },
rt::Site { line: 153, col: 34, width: 12, name: "×" },
rt::Site { line: 153, col: 45, width: 1, name: "М" },
rt::Site { line: 154, col: 5, width: 14, name: "" },
rt::Site { line: 154, col: 10, width: 9, name: "÷" },
rt::Site { line: 154, col: 10, width: 1, name: "З" },
rt::Site { line: 154, col: 22, width: 18, name: "" },
rt::Site { line: 154, col: 27, width: 13, name: "-" },
rt::Site { line: 154, col: 27, width: 1, name: "З" },
rt::Site { line: 154, col: 31, width: 9, name: "×" },
rt::Site { line: 154, col: 39, width: 1, name: "С" },
rt::Site { line: 155, col: 5, width: 13, name: "" },
rt::Site { line: 155, col: 11, width: 7, name: "÷" },
rt::Site { line: 155, col: 11, width: 1, name: "З" },
rt::Site { line: 155, col: 21, width: 18, name: "" },
rt::Site { line: 155, col: 27, width: 12, name: "-" },
rt::Site { line: 155, col: 27, width: 1, name: "З" },
rt::Site { line: 155, col: 31, width: 8, name: "×" },
rt::Site { line: 155, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 156, col: 5, width: 19, name: "" },
rt::Site { line: 156, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 156, col: 16, width: 2, name: "НА" },
rt::Site { line: 156, col: 27, width: 20, name: "" },
rt::Site { line: 156, col: 46, width: 1, name: "С" },
rt::Site { line: 156, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 156, col: 39, width: 2, name: "НА" },
rt::Site { line: 157, col: 5, width: 19, name: "" },
rt::Site { line: 157, col: 23, width: 1, name: "М" },
rt::Site { line: 157, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 157, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 157, col: 27, width: 1, name: "" },
rt::Site { line: 157, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 157, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 157, col: 37, width: 6, name: "÷" },
rt::Site { line: 157, col: 37, width: 1, name: "М" },
rt::Site { line: 168, col: 8, width: 21, name: "" },
rt::Site { line: 168, col: 8, width: 21, name: "=" },
rt::Site { line: 168, col: 8, width: 15, name: "÷" },
rt::Site { line: 168, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 168, col: 15, width: 1, name: "i" },
rt::Site { line: 168, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 170, col: 7, width: 27, name: "" },
rt::Site { line: 170, col: 13, width: 21, name: "-" },
rt::Site { line: 170, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 170, col: 20, width: 1, name: "i" },
rt::Site { line: 170, col: 25, width: 9, name: "×" },
rt::Site { line: 170, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 171, col: 10, width: 27, name: "" },
rt::Site { line: 171, col: 10, width: 27, name: "∨" },
rt::Site { line: 171, col: 10, width: 12, name: "=" },
rt::Site { line: 171, col: 10, width: 2, name: "НА" },
rt::Site { line: 171, col: 15, width: 7, name: "+" },
rt::Site { line: 171, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 171, col: 25, width: 12, name: "=" },
rt::Site { line: 171, col: 25, width: 2, name: "НА" },
rt::Site { line: 171, col: 30, width: 7, name: "-" },
rt::Site { line: 171, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 173, col: 9, width: 19, name: "" },
rt::Site { line: 173, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 173, col: 25, width: 2, name: "НА" },
rt::Site { line: 174, col: 12, width: 19, name: "" },
rt::Site { line: 174, col: 12, width: 19, name: "=" },
rt::Site { line: 174, col: 12, width: 15, name: "-" },
rt::Site { line: 174, col: 12, width: 1, name: "К" },
rt::Site { line: 174, col: 16, width: 11, name: "×" },
rt::Site { line: 174, col: 16, width: 6, name: "÷" },
rt::Site { line: 174, col: 16, width: 1, name: "К" },
rt::Site { line: 175, col: 15, width: 19, name: "" },
rt::Site { line: 175, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 175, col: 26, width: 2, name: "НА" },
rt::Site { line: 175, col: 37, width: 24, name: "" },
rt::Site { line: 175, col: 56, width: 5, name: "+" },
rt::Site { line: 175, col: 56, width: 1, name: "К" },
rt::Site { line: 175, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 175, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 175, col: 64, width: 25, name: "" },
rt::Site { line: 175, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 175, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 175, col: 74, width: 6, name: "÷" },
rt::Site { line: 175, col: 74, width: 1, name: "К" },
rt::Site { line: 192, col: 5, width: 14, name: "" },
rt::Site { line: 192, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 192, col: 17, width: 1, name: "i" },
rt::Site { line: 193, col: 8, width: 5, name: "" },
rt::Site { line: 193, col: 8, width: 5, name: "<" },
rt::Site { line: 193, col: 8, width: 1, name: "Х" },
rt::Site { line: 195, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 196, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 196, col: 25, width: 16, name: "" },
rt::Site { line: 196, col: 25, width: 16, name: "=" },
rt::Site { line: 196, col: 25, width: 10, name: "q" },
rt::Site { line: 196, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 196, col: 46, width: 5, name: "-" },
rt::Site { line: 196, col: 46, width: 1, name: "i" },
rt::Site { line: 196, col: 57, width: 5, name: "-" },
rt::Site { line: 196, col: 57, width: 1, name: "i" },
rt::Site { line: 197, col: 12, width: 16, name: "" },
rt::Site { line: 197, col: 12, width: 16, name: ">" },
rt::Site { line: 197, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 198, col: 13, width: 5, name: "" },
rt::Site { line: 198, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 200, col: 8, width: 7, name: "" },
rt::Site { line: 200, col: 8, width: 7, name: "<" },
rt::Site { line: 200, col: 8, width: 1, name: "Х" },
rt::Site { line: 200, col: 27, width: 5, name: "" },
rt::Site { line: 200, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 201, col: 5, width: 13, name: "" },
rt::Site { line: 201, col: 11, width: 7, name: "÷" },
rt::Site { line: 201, col: 11, width: 1, name: "Х" },
rt::Site { line: 201, col: 21, width: 18, name: "" },
rt::Site { line: 201, col: 27, width: 12, name: "-" },
rt::Site { line: 201, col: 27, width: 1, name: "Х" },
rt::Site { line: 201, col: 31, width: 8, name: "×" },
rt::Site { line: 201, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 202, col: 5, width: 19, name: "" },
rt::Site { line: 202, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 202, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 202, col: 27, width: 11, name: "" },
rt::Site { line: 202, col: 32, width: 6, name: "÷" },
rt::Site { line: 202, col: 32, width: 1, name: "М" },
rt::Site { line: 202, col: 41, width: 17, name: "" },
rt::Site { line: 202, col: 48, width: 10, name: "-" },
rt::Site { line: 202, col: 48, width: 1, name: "М" },
rt::Site { line: 202, col: 52, width: 6, name: "×" },
rt::Site { line: 202, col: 57, width: 1, name: "j" },
rt::Site { line: 203, col: 8, width: 17, name: "" },
rt::Site { line: 203, col: 8, width: 17, name: ">" },
rt::Site { line: 203, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 203, col: 15, width: 5, name: "+" },
rt::Site { line: 203, col: 15, width: 1, name: "i" },
rt::Site { line: 203, col: 37, width: 16, name: "" },
rt::Site { line: 203, col: 37, width: 10, name: "q" },
rt::Site { line: 203, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 203, col: 56, width: 21, name: "" },
rt::Site { line: 203, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 203, col: 70, width: 5, name: "+" },
rt::Site { line: 203, col: 70, width: 1, name: "i" },
rt::Site { line: 204, col: 10, width: 15, name: "" },
rt::Site { line: 204, col: 10, width: 10, name: "q" },
rt::Site { line: 204, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 205, col: 8, width: 7, name: "" },
rt::Site { line: 205, col: 8, width: 7, name: "=" },
rt::Site { line: 205, col: 8, width: 3, name: "КОД" },
rt::Site { line: 205, col: 21, width: 9, name: "" },
rt::Site { line: 205, col: 38, width: 7, name: "" },
rt::Site { line: 205, col: 38, width: 7, name: "=" },
rt::Site { line: 205, col: 38, width: 3, name: "КОД" },
rt::Site { line: 205, col: 51, width: 8, name: "" },
rt::Site { line: 206, col: 5, width: 19, name: "" },
rt::Site { line: 206, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 206, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 206, col: 27, width: 30, name: "" },
rt::Site { line: 206, col: 45, width: 12, name: "+" },
rt::Site { line: 206, col: 45, width: 6, name: "×" },
rt::Site { line: 206, col: 50, width: 1, name: "j" },
rt::Site { line: 206, col: 54, width: 3, name: "КОД" },
rt::Site { line: 206, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 206, col: 38, width: 2, name: "НА" },
rt::Site { line: 207, col: 5, width: 20, name: "" },
rt::Site { line: 207, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 207, col: 17, width: 2, name: "НА" },
rt::Site { line: 207, col: 28, width: 18, name: "" },
rt::Site { line: 207, col: 44, width: 2, name: "НА" },
rt::Site { line: 207, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 207, col: 38, width: 1, name: "j" },
rt::Site { line: 208, col: 5, width: 22, name: "" },
rt::Site { line: 208, col: 16, width: 11, name: "+" },
rt::Site { line: 208, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 209, col: 8, width: 43, name: "" },
rt::Site { line: 209, col: 8, width: 43, name: "∧" },
rt::Site { line: 209, col: 8, width: 14, name: "=" },
rt::Site { line: 209, col: 8, width: 10, name: "-" },
rt::Site { line: 209, col: 8, width: 1, name: "М" },
rt::Site { line: 209, col: 12, width: 6, name: "×" },
rt::Site { line: 209, col: 17, width: 1, name: "j" },
rt::Site { line: 209, col: 26, width: 25, name: "∨" },
rt::Site { line: 209, col: 26, width: 11, name: "=" },
rt::Site { line: 209, col: 26, width: 2, name: "НА" },
rt::Site { line: 209, col: 31, width: 6, name: "+" },
rt::Site { line: 209, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 209, col: 40, width: 11, name: "=" },
rt::Site { line: 209, col: 40, width: 2, name: "НА" },
rt::Site { line: 209, col: 45, width: 6, name: "-" },
rt::Site { line: 209, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 7, width: 42, name: "" },
rt::Site { line: 213, col: 18, width: 7, name: "" },
rt::Site { line: 213, col: 18, width: 7, name: ">" },
rt::Site { line: 213, col: 18, width: 2, name: "НА" },
rt::Site { line: 213, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 31, width: 6, name: "+" },
rt::Site { line: 213, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 43, width: 6, name: "-" },
rt::Site { line: 213, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 52, width: 24, name: "" },
rt::Site { line: 213, col: 63, width: 13, name: "÷" },
rt::Site { line: 213, col: 64, width: 7, name: "+" },
rt::Site { line: 213, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 69, width: 2, name: "НА" },
rt::Site { line: 214, col: 7, width: 29, name: "" },
rt::Site { line: 214, col: 16, width: 20, name: "-" },
rt::Site { line: 214, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 214, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 214, col: 39, width: 21, name: "" },
rt::Site { line: 214, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 214, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 214, col: 63, width: 32, name: "" },
rt::Site { line: 214, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 214, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 214, col: 73, width: 10, name: "÷" },
rt::Site { line: 214, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 215, col: 7, width: 19, name: "" },
rt::Site { line: 215, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 215, col: 29, width: 24, name: "" },
rt::Site { line: 215, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 216, col: 7, width: 29, name: "" },
rt::Site { line: 216, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 216, col: 24, width: 11, name: "-" },
rt::Site { line: 216, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 217, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 218, col: 7, width: 19, name: "" },
rt::Site { line: 218, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 218, col: 29, width: 28, name: "" },
rt::Site { line: 218, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 218, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 224, col: 3, width: 1, name: "" },
rt::Site { line: 225, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 225, col: 22, width: 11, name: "-" },
rt::Site { line: 225, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 226, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 227, col: 5, width: 1, name: "" },
rt::Site { line: 227, col: 29, width: 1, name: "n" },
rt::Site { line: 227, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 227, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 220, col: 5, width: 1, name: "" },
rt::Site { line: 221, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 221, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 221, col: 29, width: 28, name: "" },
rt::Site { line: 221, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 221, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 221, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 222, col: 13, width: 5, name: "" },
rt::Site { line: 222, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 238, col: 5, width: 8, name: "input" },
rt::Site { line: 239, col: 5, width: 42, name: "j" },
rt::Site { line: 239, col: 9, width: 1, name: "j" },
rt::Site { line: 239, col: 35, width: 12, name: "" },
rt::Site { line: 239, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 239, col: 40, width: 1, name: "j" },
rt::Site { line: 240, col: 5, width: 1, name: "j" },
rt::Site { line: 240, col: 9, width: 1, name: "j" },
rt::Site { line: 240, col: 29, width: 1, name: "k" },
rt::Site { line: 242, col: 7, width: 16, name: "input" },
rt::Site { line: 243, col: 7, width: 51, name: "" },
rt::Site { line: 243, col: 15, width: 43, name: "+" },
rt::Site { line: 243, col: 15, width: 30, name: "×" },
rt::Site { line: 243, col: 20, width: 25, name: "-" },
rt::Site { line: 243, col: 20, width: 21, name: "-" },
rt::Site { line: 243, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 243, col: 27, width: 14, name: "×" },
rt::Site { line: 243, col: 27, width: 9, name: "÷" },
rt::Site { line: 243, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 243, col: 49, width: 9, name: "÷" },
rt::Site { line: 243, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 7, width: 15, name: "" },
rt::Site { line: 244, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 244, col: 12, width: 1, name: "j" },
rt::Site { line: 244, col: 25, width: 1, name: "" },
rt::Site { line: 244, col: 40, width: 12, name: "+" },
rt::Site { line: 244, col: 40, width: 6, name: "×" },
rt::Site { line: 244, col: 45, width: 1, name: "j" },
rt::Site { line: 244, col: 49, width: 3, name: "КОД" },
rt::Site { line: 244, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 244, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 262, col: 8, width: 11, name: "" },
rt::Site { line: 262, col: 8, width: 11, name: "=" },
rt::Site { line: 262, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 264, col: 7, width: 15, name: "" },
rt::Site { line: 264, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 264, col: 19, width: 2, name: "Б1" },
rt::Site { line: 265, col: 7, width: 11, name: "output" },
rt::Site { line: 265, col: 21, width: 21, name: "outstring" },
rt::Site { line: 266, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 256, col: 27, width: 1, name: "П" },
rt::Site { line: 266, col: 19, width: 7, name: "÷" },
rt::Site { line: 266, col: 19, width: 1, name: "Х" },
rt::Site { line: 266, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 266, col: 42, width: 17, name: "-" },
rt::Site { line: 266, col: 42, width: 1, name: "Х" },
rt::Site { line: 266, col: 46, width: 13, name: "×" },
rt::Site { line: 266, col: 46, width: 7, name: "÷" },
rt::Site { line: 266, col: 46, width: 1, name: "Х" },
rt::Site { line: 267, col: 10, width: 10, name: "" },
rt::Site { line: 267, col: 10, width: 10, name: "=" },
rt::Site { line: 267, col: 10, width: 4, name: "q" },
rt::Site { line: 267, col: 25, width: 38, name: "outchar" },
rt::Site { line: 267, col: 44, width: 18, name: "-" },
rt::Site { line: 267, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 267, col: 51, width: 6, name: "+" },
rt::Site { line: 267, col: 51, width: 2, name: "Б1" },
rt::Site { line: 269, col: 5, width: 1, name: "Г" },
rt::Site { line: 269, col: 9, width: 1, name: "Г" },
rt::Site { line: 271, col: 7, width: 11, name: "output" },
rt::Site { line: 271, col: 21, width: 29, name: "outchar" },
rt::Site { line: 271, col: 44, width: 5, name: "+" },
rt::Site { line: 271, col: 44, width: 1, name: "Г" },
rt::Site { line: 271, col: 53, width: 17, name: "outstring" },
rt::Site { line: 272, col: 7, width: 1, name: "В" },
rt::Site { line: 272, col: 11, width: 1, name: "В" },
rt::Site { line: 274, col: 9, width: 27, name: "" },
rt::Site { line: 274, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 274, col: 26, width: 9, name: "+" },
rt::Site { line: 274, col: 26, width: 5, name: "×" },
rt::Site { line: 274, col: 30, width: 1, name: "Г" },
rt::Site { line: 274, col: 34, width: 1, name: "В" },
rt::Site { line: 275, col: 12, width: 5, name: "" },
rt::Site { line: 275, col: 12, width: 5, name: "≠" },
rt::Site { line: 275, col: 12, width: 1, name: "К" },
rt::Site { line: 275, col: 23, width: 39, name: "outchar" },
rt::Site { line: 275, col: 46, width: 15, name: "-" },
rt::Site { line: 275, col: 46, width: 1, name: "К" },
rt::Site { line: 275, col: 50, width: 11, name: "×" },
rt::Site { line: 275, col: 50, width: 6, name: "÷" },
rt::Site { line: 275, col: 50, width: 1, name: "К" },
rt::Site { line: 278, col: 11, width: 28, name: "" },
rt::Site { line: 278, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 278, col: 29, width: 9, name: "+" },
rt::Site { line: 278, col: 29, width: 5, name: "×" },
rt::Site { line: 278, col: 33, width: 1, name: "Г" },
rt::Site { line: 278, col: 37, width: 1, name: "В" },
rt::Site { line: 279, col: 14, width: 5, name: "" },
rt::Site { line: 279, col: 14, width: 5, name: "≠" },
rt::Site { line: 279, col: 14, width: 1, name: "К" },
rt::Site { line: 279, col: 25, width: 39, name: "outchar" },
rt::Site { line: 279, col: 48, width: 15, name: "-" },
rt::Site { line: 279, col: 48, width: 1, name: "К" },
rt::Site { line: 279, col: 52, width: 11, name: "×" },
rt::Site { line: 279, col: 52, width: 6, name: "÷" },
rt::Site { line: 279, col: 52, width: 1, name: "К" },
rt::Site { line: 279, col: 70, width: 17, name: "outstring" },
rt::Site { line: 283, col: 5, width: 11, name: "output" },
rt::Site { line: 283, col: 19, width: 26, name: "outstring" },
rt::Site { line: 283, col: 48, width: 11, name: "output" },
rt::Site { line: 258, col: 7, width: 43, name: "outchar" },
rt::Site { line: 258, col: 30, width: 19, name: "-" },
rt::Site { line: 258, col: 30, width: 1, name: "П" },
rt::Site { line: 258, col: 34, width: 15, name: "×" },
rt::Site { line: 258, col: 34, width: 11, name: "÷" },
rt::Site { line: 258, col: 35, width: 5, name: "-" },
rt::Site { line: 258, col: 35, width: 1, name: "П" },
rt::Site { line: 259, col: 7, width: 39, name: "outchar" },
rt::Site { line: 259, col: 30, width: 15, name: "+" },
rt::Site { line: 259, col: 30, width: 11, name: "÷" },
rt::Site { line: 259, col: 31, width: 5, name: "-" },
rt::Site { line: 259, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-3.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_entry, input, out, limits, stack_budget)
}

/// The outermost block's function as the runtime calls it.
fn main_entry(rt: &Rt, _f: &Fr) -> R<()> {
    main_block(rt)
}

/// The activation record of the outermost block.
struct MainFrame<'a> {
    up: std::marker::PhantomData<&'a ()>,
    /// This activation's identity, for its labels.
    id: u64,
    s: rt::Var<i64>,
    ss: rt::Var<i64>,
    n: rt::Var<i64>,
    i: rt::Var<i64>,
    УРОВЕНЬ: rt::Var<i64>,
    Б1: rt::Var<i64>,
    Ч1: rt::Var<i64>,
    Б2: rt::Var<i64>,
    Ч2: rt::Var<i64>,
    ББ: rt::Var<i64>,
    ЧЧ: rt::Var<i64>,
    РУБЕЖХОДОВ: &'a rt::Arr<i64>,
    q: &'a rt::Arr<i64>,
    СПИСОК: &'a rt::Arr<i64>,
    ВОЗМОЖЕНПАТ: &'a rt::Arr<bool>,
    ДОСКАБЕЛЫХ: &'a rt::Arr<i64>,
    ДОСКАЧЕРНЫХ: &'a rt::Arr<i64>,
    ПОЛЯБЕЛЫХ: &'a rt::Arr<i64>,
    ПОЛЯЧЕРНЫХ: &'a rt::Arr<i64>,
    ШАГВЕРТИКАЛИ: &'a rt::Arr<i64>,
    ШАГГОРИЗОНТАЛИ: &'a rt::Arr<i64>,
}

/// The outermost block.
fn main_block<'a>(rt: &Rt) -> R<()> {
    // 25: integer array РУБЕЖ ХОДОВ, q[0:7], СПИСОК[1:6300];
    let РУБЕЖХОДОВ_array = rt.arr::<i64>(vec![(0, 7)], 0)?;
    let q_array = rt.arr::<i64>(vec![(0, 7)], 0)?;
    // 25: integer array РУБЕЖ ХОДОВ, q[0:7], СПИСОК[1:6300];
    let СПИСОК_array = rt.arr::<i64>(vec![(1, 6300)], 1)?;
    // 26: Boolean array ВОЗМОЖЕН ПАТ[1:2];
    let ВОЗМОЖЕНПАТ_array = rt.arr::<bool>(vec![(1, 2)], 2)?;
    // 27: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ДОСКАБЕЛЫХ_array = rt.arr::<i64>(vec![(1, 64)], 3)?;
    let ДОСКАЧЕРНЫХ_array = rt.arr::<i64>(vec![(1, 64)], 3)?;
    // 27: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ПОЛЯБЕЛЫХ_array = rt.arr::<i64>(vec![(0, 16)], 4)?;
    let ПОЛЯЧЕРНЫХ_array = rt.arr::<i64>(vec![(0, 16)], 4)?;
    // 28: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    let ШАГВЕРТИКАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 5)?;
    let ШАГГОРИЗОНТАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 5)?;
    let f = &MainFrame {
        up: std::marker::PhantomData,
        id: rt.new_id(),
        s: rt::var(),
        ss: rt::var(),
        n: rt::var(),
        i: rt::var(),
        УРОВЕНЬ: rt::var(),
        Б1: rt::var(),
        Ч1: rt::var(),
        Б2: rt::var(),
        Ч2: rt::var(),
        ББ: rt::var(),
        ЧЧ: rt::var(),
        РУБЕЖХОДОВ: &РУБЕЖХОДОВ_array,
        q: &q_array,
        СПИСОК: &СПИСОК_array,
        ВОЗМОЖЕНПАТ: &ВОЗМОЖЕНПАТ_array,
        ДОСКАБЕЛЫХ: &ДОСКАБЕЛЫХ_array,
        ДОСКАЧЕРНЫХ: &ДОСКАЧЕРНЫХ_array,
        ПОЛЯБЕЛЫХ: &ПОЛЯБЕЛЫХ_array,
        ПОЛЯЧЕРНЫХ: &ПОЛЯЧЕРНЫХ_array,
        ШАГВЕРТИКАЛИ: &ШАГВЕРТИКАЛИ_array,
        ШАГГОРИЗОНТАЛИ: &ШАГГОРИЗОНТАЛИ_array,
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match main_block_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `main_block` from its start (`label` is `None`) or from the label numbered `label` on.
fn main_block_from(rt: &Rt, f: &MainFrame<'_>, mut label: Option<u32>) -> R<()> {
    'at_end: {
        'at_425: {
            match label {
                None => {
                    'at_307: {
                        // 289: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 1, 7)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 1, 9)?.set(Some(0));
                        // 290: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 2, 11)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 2, 13)?.set(Some(0));
                        // 291: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 3, 15)?.set(Some(0));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 3, 17)?.set(Some(1));
                        // 292: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 4, 19)?.set(Some(0));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 4, 21)?.set(Some(-1));
                        // 293: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 5, 23)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 5, 25)?.set(Some(1));
                        // 294: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 6, 27)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 6, 29)?.set(Some(-1));
                        // 295: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 7, 31)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 7, 33)?.set(Some(1));
                        // 296: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 8, 35)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 8, 37)?.set(Some(-1));
                        // 297: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 9, 39)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 9, 41)?.set(Some(2));
                        // 298: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 10, 43)?.set(Some(2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 10, 45)?.set(Some(1));
                        // 299: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 11, 47)?.set(Some(2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 11, 49)?.set(Some(-1));
                        // 300: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 12, 51)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 12, 53)?.set(Some(-2));
                        // 301: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 13, 55)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 13, 57)?.set(Some(-2));
                        // 302: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 14, 59)?.set(Some(-2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 14, 61)?.set(Some(-1));
                        // 303: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 15, 63)?.set(Some(-2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 15, 65)?.set(Some(1));
                        // 304: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 16, 67)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 16, 69)?.set(Some(2));
                        // 305: ОЧИСТКА ДОСОК:
                        f.i.set(Some(1));
                        if !(rt.read(&f.i, 71)? > 64) {
                            loop {
                                // 306: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                                {
                                    let p0 = rt.elem_at1(f.ДОСКАБЕЛЫХ, rt.read(&f.i, 74)?, 73)?;
                                    let p1 = rt.elem_at1(f.ДОСКАЧЕРНЫХ, rt.read(&f.i, 76)?, 75)?;
                                    let v: i64 = 0;
                                    p0.set(Some(v));
                                    p1.set(Some(v));
                                }
                                // 305: ОЧИСТКА ДОСОК:
                                f.i.set(Some(rt.add(rt.read(&f.i, 71)?, 1, 70)?));
                                if rt.read(&f.i, 71)? > 64 {
                                    break 'at_307;
                                }
                                rt.step(Some(70))?;
                            }
                        }
                    }
                    'at_313: {
                        // 307: ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;
                        { rt.input_to(&f.s, rt::Ty::Integer, rt::v_int, 77)?; };
                        f.ss.set(Some(rt.mul(2, rt.read(&f.s, 80)?, 79)?));
                        // 308: for i := 0 step 1 until 7 do
                        f.i.set(Some(0));
                        if !(rt.read(&f.i, 82)? > 7) {
                            loop {
                                // 309: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                                rt.elem_at1(f.РУБЕЖХОДОВ, rt.read(&f.i, 85)?, 84)?.set(Some(1));
                                rt.elem_at1(f.q, rt.read(&f.i, 88)?, 87)?.set(Some(0));
                                // 308: for i := 0 step 1 until 7 do
                                f.i.set(Some(rt.add(rt.read(&f.i, 82)?, 1, 81)?));
                                if rt.read(&f.i, 82)? > 7 {
                                    break 'at_313;
                                }
                                rt.step(Some(81))?;
                            }
                        }
                    }
                    // 313: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                    rt.elem_at1(f.ПОЛЯБЕЛЫХ, 0, 90)?.set(Some(8));
                    rt.elem_at1(f.ПОЛЯЧЕРНЫХ, 0, 92)?.set(Some(-8));
                    // 314: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                    {
                        let a0 = f.ПОЛЯБЕЛЫХ;
                        let a1 = f.ДОСКАБЕЛЫХ;
                        rt.call(93, || p4_ВВОДФИГУР(rt, f, a0, a1))?
                    };
                    {
                        let a0 = f.ПОЛЯЧЕРНЫХ;
                        let a1 = f.ДОСКАЧЕРНЫХ;
                        rt.call(96, || p4_ВВОДФИГУР(rt, f, a0, a1))?
                    };
                    // 315: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                    f.УРОВЕНЬ.set(Some(1));
                    rt.call(98, || p5_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                    // 316: n := РУБЕЖ ХОДОВ[0];
                    f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 0, 100)?));
                    // 317: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                    {
                        let a0 = f.ПОЛЯБЕЛЫХ;
                        let a1 = f.ДОСКАБЕЛЫХ;
                        let a2 = f.ДОСКАЧЕРНЫХ;
                        let a3 = &f.n;
                        let a4 = rt::Lbl { frame: f.id, label: 24 };
                        rt.call(101, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                    };
                    // 318: РУБЕЖ ХОДОВ[1] := n;
                    rt.elem_at1(f.РУБЕЖХОДОВ, 1, 109)?.set(Some(rt.read(&f.n, 108)?));
                    // 319: НАЧАЛО:
                    f.Б1.set(Some(3));
                    if rt.read(&f.Б1, 111)? > rt.load1(f.РУБЕЖХОДОВ, 1, 112)? {
                        break 'at_425;
                    }
                }
                Some(5) => {
                }
                Some(7) => {
                }
                Some(9) => {
                }
                Some(11) => {
                }
                Some(14) => {
                }
                Some(15) => {
                }
                Some(17) => {
                }
                Some(20) => {
                }
                Some(23) => {
                }
                Some(24) => {
                    label = None;
                    // 427: ОШИБКА:
                    { rt.output("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/", &[], 113)?; };
                    break 'at_end;
                }
                _ => {
                    break 'at_end;
                }
            }
            loop {
                'at_422: {
                    'at_418: {
                        'at_406: {
                            match label {
                                Some(5) => {
                                }
                                Some(7) => {
                                }
                                Some(9) => {
                                }
                                Some(11) => {
                                }
                                Some(14) => {
                                }
                                Some(15) => {
                                }
                                Some(17) => {
                                }
                                Some(20) => {
                                    label = None;
                                    // 416: МАТ1:
                                    { rt.output("/,T,МАТ НА ПЕРВОМ ХОДЕ,/", &[], 114)?; };
                                    break 'at_418;
                                }
                                Some(23) => {
                                    label = None;
                                    break 'at_422;
                                }
                                _ => {
                                    // 322: ВОЗМОЖЕН ПАТ[1] := true;
                                    rt.elem_at1(f.ВОЗМОЖЕНПАТ, 1, 116)?.set(Some(true));
                                    // 323: ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);
                                    {
                                        let a0 = rt.read(&f.Б1, 118)?;
                                        let a1 = f.ДОСКАБЕЛЫХ;
                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                        let a4 = f.ПОЛЯЧЕРНЫХ;
                                        let a5 = rt::Lbl { frame: f.id, label: 23 };
                                        rt.call(117, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                    };
                                    // 324: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                                    f.Ч1.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 1, 126)?, 2, 125)?));
                                    if rt.read(&f.Ч1, 127)? > rt.load1(f.РУБЕЖХОДОВ, 2, 128)? {
                                        break 'at_406;
                                    }
                                }
                            }
                            'loop_326: loop {
                                'at_397: {
                                    'at_403: {
                                        match label {
                                            Some(5) => {
                                            }
                                            Some(7) => {
                                            }
                                            Some(9) => {
                                            }
                                            Some(11) => {
                                            }
                                            Some(14) => {
                                            }
                                            Some(15) => {
                                            }
                                            Some(17) => {
                                                label = None;
                                                break 'at_403;
                                            }
                                            _ => {
                                                // 326: ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);
                                                {
                                                    let a0 = rt.read(&f.Ч1, 118)?;
                                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                                    let a2 = f.ДОСКАБЕЛЫХ;
                                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                                    let a4 = f.ПОЛЯБЕЛЫХ;
                                                    let a5 = rt::Lbl { frame: f.id, label: 17 };
                                                    rt.call(129, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                };
                                                // 327: if s = 2 then go to ПОСЛЕДНИЙ ХОД;
                                                if (rt.read(&f.s, 132)? == 2) {
                                                    label = Some(3);
                                                } else {
                                                    // 328: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                                                    f.Б2.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 2, 135)?, 2, 134)?));
                                                    if rt.read(&f.Б2, 136)? > rt.load1(f.РУБЕЖХОДОВ, 3, 137)? {
                                                        break 'at_397;
                                                    }
                                                }
                                            }
                                        }
                                        loop {
                                            'at_394: {
                                                'at_388: {
                                                    'at_380: {
                                                        match label {
                                                            Some(3) => {
                                                            }
                                                            Some(5) => {
                                                            }
                                                            Some(7) => {
                                                            }
                                                            Some(9) => {
                                                            }
                                                            Some(11) => {
                                                            }
                                                            Some(14) => {
                                                                label = None;
                                                                break 'at_388;
                                                            }
                                                            Some(15) => {
                                                                label = None;
                                                                break 'at_394;
                                                            }
                                                            _ => {
                                                                // 330: ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;
                                                                rt.elem_at1(f.ВОЗМОЖЕНПАТ, 1, 139)?.set(Some(false));
                                                                rt.elem_at1(f.ВОЗМОЖЕНПАТ, 2, 141)?.set(Some(true));
                                                                // 331: ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);
                                                                {
                                                                    let a0 = rt.read(&f.Б2, 118)?;
                                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                                                    let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                    let a5 = rt::Lbl { frame: f.id, label: 15 };
                                                                    rt.call(142, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                };
                                                                // 334: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                                                                f.Ч2.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 3, 145)?, 2, 144)?));
                                                                if rt.read(&f.Ч2, 146)? > rt.load1(f.РУБЕЖХОДОВ, 4, 147)? {
                                                                    break 'at_380;
                                                                }
                                                            }
                                                        }
                                                        'loop_336: loop {
                                                            'at_369: {
                                                                'at_341: {
                                                                    match label {
                                                                        Some(3) => {
                                                                            label = None;
                                                                        }
                                                                        Some(5) => {
                                                                            break 'at_341;
                                                                        }
                                                                        Some(7) => {
                                                                            break 'at_341;
                                                                        }
                                                                        Some(9) => {
                                                                            break 'at_341;
                                                                        }
                                                                        Some(11) => {
                                                                            label = None;
                                                                            // 377: Ч2 ПРОДОЛЖЕНИЕ:
                                                                            f.УРОВЕНЬ.set(Some(4));
                                                                            // 334: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                                                                            f.Ч2.set(Some(rt.add(rt.read(&f.Ч2, 146)?, 1, 143)?));
                                                                            if rt.read(&f.Ч2, 146)? > rt.load1(f.РУБЕЖХОДОВ, 4, 147)? {
                                                                                break 'at_380;
                                                                            }
                                                                            rt.step(Some(143))?;
                                                                            continue 'loop_336;
                                                                        }
                                                                        _ => {
                                                                            // 336: ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);
                                                                            {
                                                                                let a0 = rt.read(&f.Ч2, 118)?;
                                                                                let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                let a2 = f.ДОСКАБЕЛЫХ;
                                                                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                let a5 = rt::Lbl { frame: f.id, label: 11 };
                                                                                rt.call(149, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                            };
                                                                        }
                                                                    }
                                                                    // 338: ПОСЛЕДНИЙ ХОД:
                                                                    f.ББ.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 154)?, 2, 153)?, 152)?, 2, 151)?));
                                                                    if rt.read(&f.ББ, 155)? > rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 158)?, 1, 157)?, 156)? {
                                                                        break 'at_369;
                                                                    }
                                                                }
                                                                loop {
                                                                    'at_366: {
                                                                        'at_359: {
                                                                            match label {
                                                                                Some(5) => {
                                                                                    label = None;
                                                                                    // 347: ШАХ ЧЕРНЫМ:
                                                                                    f.ЧЧ.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 163)?, 1, 162)?, 161)?, 2, 160)?));
                                                                                    if rt.read(&f.ЧЧ, 164)? > rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 166)?, 165)? {
                                                                                        break 'at_359;
                                                                                    }
                                                                                }
                                                                                Some(7) => {
                                                                                }
                                                                                Some(9) => {
                                                                                    label = None;
                                                                                    break 'at_366;
                                                                                }
                                                                                _ => {
                                                                                    // 341: ВОЗМОЖЕН ПАТ[s - 1] := false;
                                                                                    rt.elem_at1(f.ВОЗМОЖЕНПАТ, rt.sub(rt.read(&f.s, 170)?, 1, 169)?, 168)?.set(Some(false));
                                                                                    // 342: ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);
                                                                                    {
                                                                                        let a0 = rt.read(&f.ББ, 118)?;
                                                                                        let a1 = f.ДОСКАБЕЛЫХ;
                                                                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                        let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                                        let a5 = rt::Lbl { frame: f.id, label: 9 };
                                                                                        rt.call(171, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                    };
                                                                                    // 343: ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:
                                                                                    f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 174)?, 173)?));
                                                                                    // 345: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);
                                                                                    {
                                                                                        let a0 = f.ПОЛЯБЕЛЫХ;
                                                                                        let a1 = f.ДОСКАБЕЛЫХ;
                                                                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                        let a3 = &f.n;
                                                                                        let a4 = rt::Lbl { frame: f.id, label: 5 };
                                                                                        rt.call(175, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                                                    };
                                                                                    // 346: go to ББ ПРОДОЛЖЕНИЕ;
                                                                                    break 'at_366;
                                                                                }
                                                                            }
                                                                            loop {
                                                                                match label {
                                                                                    Some(7) => {
                                                                                        label = None;
                                                                                        // 356: ЧЧ ПРОДОЛЖЕНИЕ:
                                                                                        f.УРОВЕНЬ.set(Some(rt.read(&f.ss, 177)?));
                                                                                        // 347: ШАХ ЧЕРНЫМ:
                                                                                        f.ЧЧ.set(Some(rt.add(rt.read(&f.ЧЧ, 164)?, 1, 159)?));
                                                                                        if rt.read(&f.ЧЧ, 164)? > rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 166)?, 165)? {
                                                                                            break 'at_359;
                                                                                        }
                                                                                        rt.step(Some(159))?;
                                                                                    }
                                                                                    _ => {
                                                                                        // 350: ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);
                                                                                        {
                                                                                            let a0 = rt.read(&f.ЧЧ, 118)?;
                                                                                            let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                            let a2 = f.ДОСКАБЕЛЫХ;
                                                                                            let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                            let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                            let a5 = rt::Lbl { frame: f.id, label: 7 };
                                                                                            rt.call(178, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                        };
                                                                                        // 351: УШЛИ ОТ ШАХА:
                                                                                        f.УРОВЕНЬ.set(Some(rt.read(&f.ss, 180)?));
                                                                                        // 353: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],
                                                                                        {
                                                                                            let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 187)?, 186)? == -1) { rt.add(rt.read(&f.ЧЧ, 189)?, 2, 188)? } else { rt.add(rt.read(&f.ЧЧ, 191)?, 1, 190)? }, 183)?;
                                                                                            let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                            let a2 = f.ДОСКАБЕЛЫХ;
                                                                                            let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                            rt.call(181, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                        };
                                                                                        // 355: go to ББ ПРОДОЛЖЕНИЕ;
                                                                                        break 'at_366;
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                        // 359: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:
                                                                        f.УРОВЕНЬ.set(Some(rt.sub(rt.read(&f.ss, 197)?, 1, 196)?));
                                                                        // 361: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],
                                                                        {
                                                                            let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 203)?, 202)? == -1) { rt.add(rt.read(&f.ББ, 205)?, 2, 204)? } else { rt.add(rt.read(&f.ББ, 207)?, 1, 206)? }, 199)?;
                                                                            let a1 = f.ДОСКАБЕЛЫХ;
                                                                            let a2 = f.ДОСКАЧЕРНЫХ;
                                                                            let a3 = f.ПОЛЯБЕЛЫХ;
                                                                            rt.call(198, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                        };
                                                                        // 363: ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                                        {
                                                                            let a0 = rt.read(&f.ББ, 209)?;
                                                                            let a1 = 5;
                                                                            let a2 = f.ПОЛЯБЕЛЫХ;
                                                                            let a3 = f.ДОСКАБЕЛЫХ;
                                                                            rt.call(208, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                        };
                                                                        // 364: go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else Ч2 ПРОДОЛЖЕНИЕ;
                                                                        return Err(rt.goto_label(if (rt.read(&f.s, 216)? == 2) { rt::Lbl { frame: f.id, label: 17 } } else { rt::Lbl { frame: f.id, label: 11 } }, 213));
                                                                    }
                                                                    // 366: ББ ПРОДОЛЖЕНИЕ:
                                                                    f.УРОВЕНЬ.set(Some(rt.sub(rt.read(&f.ss, 219)?, 1, 218)?));
                                                                    // 338: ПОСЛЕДНИЙ ХОД:
                                                                    f.ББ.set(Some(rt.add(rt.read(&f.ББ, 155)?, 1, 150)?));
                                                                    if rt.read(&f.ББ, 155)? > rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 158)?, 1, 157)?, 156)? {
                                                                        break 'at_369;
                                                                    }
                                                                    rt.step(Some(150))?;
                                                                }
                                                            }
                                                            // 369: if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;
                                                            if (rt.read(&f.s, 222)? == 2) {
                                                                break 'at_397;
                                                            }
                                                            // 371: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:
                                                            f.УРОВЕНЬ.set(Some(4));
                                                            // 373: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],
                                                            {
                                                                let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 229)?, 228)? == -1) { rt.add(rt.read(&f.Ч2, 231)?, 2, 230)? } else { rt.add(rt.read(&f.Ч2, 233)?, 1, 232)? }, 225)?;
                                                                let a1 = f.ДОСКАЧЕРНЫХ;
                                                                let a2 = f.ДОСКАБЕЛЫХ;
                                                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                rt.call(224, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                            };
                                                            // 375: ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                                            {
                                                                let a0 = rt.read(&f.Ч2, 209)?;
                                                                let a1 = 61;
                                                                let a2 = f.ПОЛЯЧЕРНЫХ;
                                                                let a3 = f.ДОСКАЧЕРНЫХ;
                                                                rt.call(234, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                            };
                                                            // 376: go to Б2 ПРОДОЛЖЕНИЕ;
                                                            break 'at_394;
                                                        }
                                                    }
                                                    // 380: n := РУБЕЖ ХОДОВ[4];
                                                    f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 4, 236)?));
                                                    // 381: if ВОЗМОЖЕН ПАТ[2] then
                                                    if rt.load1(f.ВОЗМОЖЕНПАТ, 2, 238)? {
                                                        // 384: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);
                                                        {
                                                            let a0 = f.ПОЛЯБЕЛЫХ;
                                                            let a1 = f.ДОСКАБЕЛЫХ;
                                                            let a2 = f.ДОСКАЧЕРНЫХ;
                                                            let a3 = &f.n;
                                                            let a4 = rt::Lbl { frame: f.id, label: 14 };
                                                            rt.call(239, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                        };
                                                        // 386: go to Б2 ПРОДОЛЖЕНИЕ
                                                        break 'at_394;
                                                    }
                                                }
                                                // 388: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                                                f.УРОВЕНЬ.set(Some(3));
                                                // 390: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],
                                                {
                                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 246)?, 245)? == -1) { rt.add(rt.read(&f.Б2, 248)?, 2, 247)? } else { rt.add(rt.read(&f.Б2, 250)?, 1, 249)? }, 242)?;
                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                                    rt.call(241, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                };
                                                // 392: ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                {
                                                    let a0 = rt.read(&f.Б2, 209)?;
                                                    let a1 = 5;
                                                    let a2 = f.ПОЛЯБЕЛЫХ;
                                                    let a3 = f.ДОСКАБЕЛЫХ;
                                                    rt.call(251, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                };
                                                // 393: go to Ч1 ПРОДОЛЖЕНИЕ;
                                                break 'at_403;
                                            }
                                            // 394: Б2 ПРОДОЛЖЕНИЕ:
                                            f.УРОВЕНЬ.set(Some(3));
                                            // 328: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                                            f.Б2.set(Some(rt.add(rt.read(&f.Б2, 136)?, 1, 133)?));
                                            if rt.read(&f.Б2, 136)? > rt.load1(f.РУБЕЖХОДОВ, 3, 137)? {
                                                break 'at_397;
                                            }
                                            rt.step(Some(133))?;
                                        }
                                    }
                                    // 403: Ч1 ПРОДОЛЖЕНИЕ:
                                    f.УРОВЕНЬ.set(Some(2));
                                    // 324: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                                    f.Ч1.set(Some(rt.add(rt.read(&f.Ч1, 127)?, 1, 124)?));
                                    if rt.read(&f.Ч1, 127)? > rt.load1(f.РУБЕЖХОДОВ, 2, 128)? {
                                        break 'at_406;
                                    }
                                    rt.step(Some(124))?;
                                    continue 'loop_326;
                                }
                                // 397: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                                f.УРОВЕНЬ.set(Some(2));
                                // 399: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],
                                {
                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 260)?, 259)? == -1) { rt.add(rt.read(&f.Ч1, 262)?, 2, 261)? } else { rt.add(rt.read(&f.Ч1, 264)?, 1, 263)? }, 256)?;
                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                    let a2 = f.ДОСКАБЕЛЫХ;
                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                    rt.call(255, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                };
                                // 401: ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                {
                                    let a0 = rt.read(&f.Ч1, 209)?;
                                    let a1 = 61;
                                    let a2 = f.ПОЛЯЧЕРНЫХ;
                                    let a3 = f.ДОСКАЧЕРНЫХ;
                                    rt.call(265, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                };
                                // 402: go to Б1 ПРОДОЛЖЕНИЕ;
                                break 'at_422;
                            }
                        }
                        // 406: n := РУБЕЖ ХОДОВ[2];
                        f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 2, 267)?));
                        // 407: if ВОЗМОЖЕН ПАТ[1] then
                        if rt.load1(f.ВОЗМОЖЕНПАТ, 1, 269)? {
                            // 410: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);
                            {
                                let a0 = f.ПОЛЯБЕЛЫХ;
                                let a1 = f.ДОСКАБЕЛЫХ;
                                let a2 = f.ДОСКАЧЕРНЫХ;
                                let a3 = &f.n;
                                let a4 = rt::Lbl { frame: f.id, label: 20 };
                                rt.call(270, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                            };
                            // 412: go to Б1 ПРОДОЛЖЕНИЕ
                            break 'at_422;
                        }
                        // 414: output('/,T,РЕШЕНИЕ,/');
                        { rt.output("/,T,РЕШЕНИЕ,/", &[], 271)?; };
                        // 415: go to ОТВЕТ;
                    }
                    // 418: ОТВЕТ:
                    rt.call(272, || p5_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                    // 421: go to КОНЕЦ;
                    break 'at_end;
                }
                // 422: Б1 ПРОДОЛЖЕНИЕ:
                f.УРОВЕНЬ.set(Some(1));
                // 319: НАЧАЛО:
                f.Б1.set(Some(rt.add(rt.read(&f.Б1, 111)?, 1, 110)?));
                if rt.read(&f.Б1, 111)? > rt.load1(f.РУБЕЖХОДОВ, 1, 112)? {
                    break 'at_425;
                }
                rt.step(Some(110))?;
            }
        }
        // 425: output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');
        { rt.output("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/", &[], 274)?; };
        // 426: go to КОНЕЦ;
    }
    return Ok(());
}

/// The activation record of the procedure `ОБЗОР ХОДОВ`.
struct P0Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    n: &'a dyn rt::Name<i64>,
    МЕТКА: rt::Lbl,
    j: rt::Var<i64>,
    m: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ОТКУДА: rt::Var<i64>,
    ФИГУРА: rt::Var<i64>,
    В: rt::Var<i64>,
    Г: rt::Var<i64>,
    x: rt::Var<i64>,
    y: rt::Var<i64>,
    t: rt::Var<i64>,
    k: rt::Var<i64>,
    С: rt::Var<i64>,
    ПЕРВОЕ: rt::Var<i64>,
    ПОСЛЕДНЕЕ: rt::Var<i64>,
    НАПР: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    ДАЛЬНОБОЙНАЯ: rt::Var<bool>,
}

/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, n: &'a dyn rt::Name<i64>, МЕТКА: rt::Lbl) -> R<()> {
    let f = &P0Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        n: n,
        МЕТКА: МЕТКА,
        j: rt::var(),
        m: rt::var(),
        ПОЛЕ: rt::var(),
        КОД: rt::var(),
        ОТКУДА: rt::var(),
        ФИГУРА: rt::var(),
        В: rt::var(),
        Г: rt::var(),
        x: rt::var(),
        y: rt::var(),
        t: rt::var(),
        k: rt::var(),
        С: rt::var(),
        ПЕРВОЕ: rt::var(),
        ПОСЛЕДНЕЕ: rt::var(),
        НАПР: rt::var(),
        ДОМ: rt::var(),
        ДАЛЬНОБОЙНАЯ: rt::var(),
    };
    'at_140: {
        // 72: m := n + 1;  СПИСОК[m] := 0;
        f.m.set(Some(rt.add(f.n.value(rt, 277)?, 1, 276)?));
        rt.elem_at1(f.up.СПИСОК, rt.read(&f.m, 280)?, 279)?.set(Some(0));
        // 73: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
        f.НАПР.set(Some(rt.load1(f.ПОЛЯ, 0, 282)?));
        f.ДОМ.set(Some(if (rt.read(&f.НАПР, 286)? > 0) { 5 } else { 61 }));
        // 74: for j := 1 step 1 until 16 do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 288)? > 16) {
            loop {
                // 76: ПОЛЕ := ПОЛЯ[j];
                f.ПОЛЕ.set(Some(rt.load1(f.ПОЛЯ, rt.read(&f.j, 291)?, 290)?));
                // 77: if ПОЛЕ ≠ 0 then
                if (rt.read(&f.ПОЛЕ, 294)? != 0) {
                    // 79: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                    f.КОД.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 298)?, 297)?, rt.mul(10, rt.read(&f.j, 300)?, 299)?, 296)?));
                    // 80: if КОД > 0 ∧ КОД < 10 then
                    if ((rt.read(&f.КОД, 304)? > 0) & (rt.read(&f.КОД, 306)? < 10)) {
                        // 82: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                        f.В.set(Some(rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 310)?, 1, 309)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 314)?, 1, 313)?, 8, 312)?, 8, 311)?, 308)?));
                        f.Г.set(Some(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 318)?, 1, 317)?, 8, 316)?));
                        // 83: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                        f.ОТКУДА.set(Some(rt.mul(100, rt.read(&f.ПОЛЕ, 321)?, 320)?));
                        f.ФИГУРА.set(Some(rt.mul(1000, rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 325)?, 324)?, 323)?));
                        // 84: if КОД = 1 then
                        if (rt.read(&f.КОД, 328)? == 1) {
                            // 86: t := ПОЛЕ + НАПР;
                            f.t.set(Some(rt.add(rt.read(&f.ПОЛЕ, 331)?, rt.read(&f.НАПР, 332)?, 330)?));
                            // 87: if СВОЯ ДОСКА[t] = 0 then
                            if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 336)?, 335)? == 0) {
                                // 89: if ЧУЖАЯ ДОСКА[t] = 0 then
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 340)?, 339)? == 0) {
                                    // 91: ХОД ПЕШКИ(t);
                                    {
                                        let a0 = rt.read(&f.t, 342)?;
                                        rt.call(341, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                    // 92: if Г = (if НАПР > 0 then 1 else 6) then
                                    if (rt.read(&f.Г, 345)? == if (rt.read(&f.НАПР, 348)? > 0) { 1 } else { 6 }) {
                                        // 94: if СВОЯ ДОСКА[t + НАПР] = 0 then
                                        if (rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.t, 353)?, rt.read(&f.НАПР, 354)?, 352)?, 351)? == 0) {
                                            // 95: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                                            if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 359)?, rt.read(&f.НАПР, 360)?, 358)?, 357)? == 0) {
                                                {
                                                    let a0 = rt.add(rt.read(&f.t, 364)?, rt.read(&f.НАПР, 365)?, 363)?;
                                                    let a1 = 0;
                                                    rt.call(361, || p6_ЗАПИСЬ(rt, f, a0, a1))?
                                                };
                                            }
                                        }
                                    }
                                }
                            }
                            // 99: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                            if (rt.read(&f.В, 369)? > 0) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.sub(rt.read(&f.t, 374)?, 1, 373)?, 372)? != 0) {
                                    {
                                        let a0 = rt.sub(rt.read(&f.t, 377)?, 1, 376)?;
                                        rt.call(375, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                            // 100: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                            if (rt.read(&f.В, 380)? < 7) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 385)?, 1, 384)?, 383)? != 0) {
                                    {
                                        let a0 = rt.add(rt.read(&f.t, 388)?, 1, 387)?;
                                        rt.call(386, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                        } else {
                            // 104: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                            if (rt.read(&f.КОД, 391)? == 2) {
                                f.ПЕРВОЕ.set(Some(9));
                                f.ПОСЛЕДНЕЕ.set(Some(16));
                            } else {
                                // 105: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                                if (rt.read(&f.КОД, 396)? == 3) {
                                    f.ПЕРВОЕ.set(Some(5));
                                    f.ПОСЛЕДНЕЕ.set(Some(8));
                                } else {
                                    // 106: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                                    if ((rt.read(&f.КОД, 402)? == 4) | (rt.read(&f.КОД, 404)? == 8)) {
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(4));
                                    } else {
                                        // 107: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(8));
                                    }
                                }
                            }
                            'at_129: {
                                // 108: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                                f.ДАЛЬНОБОЙНАЯ.set(Some((((rt.read(&f.КОД, 413)? != 2) & (rt.read(&f.КОД, 415)? != 6)) & (rt.read(&f.КОД, 417)? != 7))));
                                // 109: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                f.k.set(Some(rt.read(&f.ПЕРВОЕ, 419)?));
                                if !(rt.read(&f.k, 420)? > rt.read(&f.ПОСЛЕДНЕЕ, 421)?) {
                                    'loop_111: loop {
                                        // 111: x := В;  y := Г;
                                        f.x.set(Some(rt.read(&f.В, 423)?));
                                        f.y.set(Some(rt.read(&f.Г, 425)?));
                                        'loop_112: loop {
                                            // 112: ЛУЧ:
                                            f.x.set(Some(rt.add(rt.read(&f.x, 428)?, rt.load1(f.up.ШАГВЕРТИКАЛИ, rt.read(&f.k, 430)?, 429)?, 427)?));
                                            // 113: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                                            f.y.set(Some(rt.add(rt.read(&f.y, 433)?, rt.load1(f.up.ШАГГОРИЗОНТАЛИ, rt.read(&f.k, 435)?, 434)?, 432)?));
                                            // 114: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                                            if ((((rt.read(&f.x, 441)? >= 0) & (rt.read(&f.x, 443)? < 8)) & (rt.read(&f.y, 445)? >= 0)) & (rt.read(&f.y, 447)? < 8)) {
                                                // 116: t := 8 × y + x + 1;
                                                f.t.set(Some(rt.add(rt.add(rt.mul(8, rt.read(&f.y, 452)?, 451)?, rt.read(&f.x, 453)?, 450)?, 1, 449)?));
                                                // 117: if СВОЯ ДОСКА[t] = 0 then
                                                if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 457)?, 456)? == 0) {
                                                    // 119: С := ЧУЖАЯ ДОСКА[t];
                                                    f.С.set(Some(rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 460)?, 459)?));
                                                    // 120: if С ≠ 0 then
                                                    if (rt.read(&f.С, 463)? != 0) {
                                                        // 121: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                                                        if ((rt.sub(rt.read(&f.С, 468)?, rt.mul(rt.idiv(rt.read(&f.С, 471)?, 10, 470)?, 10, 469)?, 467)? == 6) | (rt.sub(rt.read(&f.С, 474)?, rt.mul(rt.idiv(rt.read(&f.С, 477)?, 10, 476)?, 10, 475)?, 473)? == 7)) {
                                                            return Err(rt.goto_label(f.МЕТКА, 478));
                                                        }
                                                    }
                                                    // 122: СПИСОК[m + 1] := ОТКУДА + t;
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 486)?, 1, 485)?, 484)?.set(Some(rt.add(rt.read(&f.ОТКУДА, 482)?, rt.read(&f.t, 483)?, 481)?));
                                                    // 123: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 499)?, 2, 498)?, 497)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.ОТКУДА, 491)?, rt.read(&f.t, 492)?, 490)?, rt.mul(10000, rt.add(rt.read(&f.С, 495)?, rt.read(&f.ФИГУРА, 496)?, 494)?, 493)?, 489)?, 488)?));
                                                    // 124: m := m + 2;
                                                    f.m.set(Some(rt.add(rt.read(&f.m, 502)?, 2, 501)?));
                                                    // 125: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                                                    if (rt.read(&f.ДАЛЬНОБОЙНАЯ, 505)? & (rt.read(&f.С, 507)? == 0)) {
                                                        rt.step(Some(508))?;
                                                        continue 'loop_112;
                                                    }
                                                }
                                            }
                                            // 109: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                            f.k.set(Some(rt.add(rt.read(&f.k, 420)?, 1, 418)?));
                                            if rt.read(&f.k, 420)? > rt.read(&f.ПОСЛЕДНЕЕ, 421)? {
                                                break 'at_129;
                                            }
                                            rt.step(Some(418))?;
                                            continue 'loop_111;
                                        }
                                    }
                                }
                            }
                            // 129: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                            if ((rt.read(&f.КОД, 512)? == 7) & (rt.read(&f.ПОЛЕ, 514)? == rt.read(&f.ДОМ, 515)?)) {
                                // 131: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 521)?, 3, 520)?, 519)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 526)?, 3, 525)?, 524)?, 10, 523)?, 10, 522)?, 518)? == 8) {
                                    // 132: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                                    {
                                        let a0 = rt.add(rt.read(&f.ДОМ, 530)?, 2, 529)?;
                                        let a1 = rt.add(rt.read(&f.ДОМ, 533)?, 3, 532)?;
                                        rt.call(527, || p8_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                                // 133: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 539)?, 4, 538)?, 537)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 544)?, 4, 543)?, 542)?, 10, 541)?, 10, 540)?, 536)? == 8) {
                                    // 134: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                                    {
                                        let a0 = rt.sub(rt.read(&f.ДОМ, 547)?, 2, 546)?;
                                        let a1 = rt.sub(rt.read(&f.ДОМ, 549)?, 4, 548)?;
                                        rt.call(545, || p8_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                            }
                        }
                    }
                }
                // 74: for j := 1 step 1 until 16 do
                f.j.set(Some(rt.add(rt.read(&f.j, 288)?, 1, 287)?));
                if rt.read(&f.j, 288)? > 16 {
                    break 'at_140;
                }
                rt.step(Some(287))?;
            }
        }
    }
    // 140: n := m
    f.n.assign(rt, rt.read(&f.m, 551)?, 552)?;
    return Ok(());
}

/// The activation record of the procedure `ЗАПИСЬ`.
struct P6Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    Е: rt::Var<i64>,
}

/// The procedure `ЗАПИСЬ`.
fn p6_ЗАПИСЬ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, Е: i64) -> R<()> {
    let f = &P6Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        Е: std::cell::Cell::new(Some(Е)),
    };
    // 46: С := ЧУЖАЯ ДОСКА[НА];
    f.up.С.set(Some(rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.НА, 555)?, 554)?));
    // 47: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
    if ((rt.sub(rt.read(&f.up.С, 560)?, rt.mul(rt.idiv(rt.read(&f.up.С, 563)?, 10, 562)?, 10, 561)?, 559)? == 6) | (rt.sub(rt.read(&f.up.С, 566)?, rt.mul(rt.idiv(rt.read(&f.up.С, 569)?, 10, 568)?, 10, 567)?, 565)? == 7)) {
        return Err(rt.goto_label(f.up.МЕТКА, 570));
    }
    // 48: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 574)?, 1, 573)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 580)?, 579)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 577)?, rt.read(&f.НА, 578)?, 576)?));
    // 49: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
    if (rt.read(&f.Е, 583)? > 0) {
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 586)?, 1, 585)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 590)?, 589)?.set(Some(rt.read(&f.Е, 588)?));
    }
    // 50: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 593)?, 1, 592)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 605)?, 604)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.up.ОТКУДА, 598)?, rt.read(&f.НА, 599)?, 597)?, rt.mul(10000, rt.add(rt.read(&f.up.С, 602)?, rt.read(&f.up.ФИГУРА, 603)?, 601)?, 600)?, 596)?, 595)?));
    return Ok(());
}

/// The activation record of the procedure `ХОД ПЕШКИ`.
struct P7Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
}

/// The procedure `ХОД ПЕШКИ`.
fn p7_ХОДПЕШКИ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64) -> R<()> {
    let f = &P7Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
    };
    // 54: if НА > 56 ∨ НА < 9 then
    if ((rt.read(&f.НА, 609)? > 56) | (rt.read(&f.НА, 611)? < 9)) {
        // 55: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
        {
            let a0 = rt.read(&f.НА, 362)?;
            let a1 = 5;
            rt.call(612, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 362)?;
            let a1 = 4;
            rt.call(613, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 362)?;
            let a1 = 3;
            rt.call(614, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 362)?;
            let a1 = 2;
            rt.call(615, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    } else {
        // 56: else ЗАПИСЬ(НА, 0);
        {
            let a0 = rt.read(&f.НА, 362)?;
            let a1 = 0;
            rt.call(616, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    }
    return Ok(());
}

/// The activation record of the procedure `РОКИРОВКА`.
struct P8Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    П: rt::Var<i64>,
    ОТ: rt::Var<i64>,
    ДО: rt::Var<i64>,
}

/// The procedure `РОКИРОВКА`.
fn p8_РОКИРОВКА<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, УГОЛ: i64) -> R<()> {
    let f = &P8Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        УГОЛ: std::cell::Cell::new(Some(УГОЛ)),
        П: rt::var(),
        ОТ: rt::var(),
        ДО: rt::var(),
    };
    // 60: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
    if (rt.read(&f.УГОЛ, 619)? > rt.read(&f.up.ПОЛЕ, 620)?) {
        f.ОТ.set(Some(rt.add(rt.read(&f.up.ПОЛЕ, 623)?, 1, 622)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.УГОЛ, 626)?, 1, 625)?));
    } else {
        // 61: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
        f.ОТ.set(Some(rt.add(rt.read(&f.УГОЛ, 629)?, 1, 628)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.up.ПОЛЕ, 632)?, 1, 631)?));
    }
    'at_end: {
        'at_64: {
            // 62: for П := ОТ step 1 until ДО do
            f.П.set(Some(rt.read(&f.ОТ, 634)?));
            if !(rt.read(&f.П, 635)? > rt.read(&f.ДО, 636)?) {
                loop {
                    // 63: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                    if ((rt.load1(f.up.СВОЯДОСКА, rt.read(&f.П, 641)?, 640)? != 0) | (rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.П, 644)?, 643)? != 0)) {
                        break 'at_end;
                    }
                    // 62: for П := ОТ step 1 until ДО do
                    f.П.set(Some(rt.add(rt.read(&f.П, 635)?, 1, 633)?));
                    if rt.read(&f.П, 635)? > rt.read(&f.ДО, 636)? {
                        break 'at_64;
                    }
                    rt.step(Some(633))?;
                }
            }
        }
        // 64: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 647)?, 1, 646)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 653)?, 652)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 650)?, rt.read(&f.НА, 651)?, 649)?));
        // 65: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 656)?, 1, 655)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 671)?, 670)?.set(Some(rt.neg_int(rt.add(rt.add(rt.mul(100, rt.read(&f.УГОЛ, 662)?, 661)?, rt.idiv(rt.add(rt.read(&f.up.ПОЛЕ, 665)?, rt.read(&f.НА, 666)?, 664)?, 2, 663)?, 660)?, rt.mul(10000000, rt.load1(f.up.СВОЯДОСКА, rt.read(&f.УГОЛ, 669)?, 668)?, 667)?, 659)?, 658)?));
    }
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ ХОДА`.
struct P1Frame<'a> {
    up: &'a MainFrame<'a>,
    З: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    С: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, З: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>) -> R<()> {
    let f = &P1Frame {
        up,
        З: std::cell::Cell::new(Some(З)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        С: rt::var(),
    };
    // 152: З := -З;
    f.З.set(Some(rt.neg_int(rt.read(&f.З, 674)?, 673)?));
    // 153: М := З ÷ 10000000;  З := З - 10000000 × М;
    f.М.set(Some(rt.idiv(rt.read(&f.З, 677)?, 10000000, 676)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 680)?, rt.mul(10000000, rt.read(&f.М, 682)?, 681)?, 679)?));
    // 154: С := З ÷ 10000;  З := З - 10000 × С;
    f.С.set(Some(rt.idiv(rt.read(&f.З, 685)?, 10000, 684)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 688)?, rt.mul(10000, rt.read(&f.С, 690)?, 689)?, 687)?));
    // 155: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    f.ИЗ.set(Some(rt.idiv(rt.read(&f.З, 693)?, 100, 692)?));
    f.НА.set(Some(rt.sub(rt.read(&f.З, 696)?, rt.mul(100, rt.read(&f.ИЗ, 698)?, 697)?, 695)?));
    // 156: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 701)?, 700)?.set(Some(0));
    rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 705)?, 704)?.set(Some(rt.read(&f.С, 703)?));
    // 157: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 709)?, 708)?.set(Some(rt.read(&f.М, 707)?));
    rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.М, 714)?, 10, 713)?, 712)?.set(Some(rt.read(&f.ИЗ, 711)?));
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ КОРОЛЯ`.
struct P2Frame<'a> {
    up: &'a MainFrame<'a>,
    i: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    НА: rt::Var<i64>,
    К: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, ДОМ: i64, СВОИПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P2Frame {
        up,
        i: std::cell::Cell::new(Some(i)),
        ДОМ: std::cell::Cell::new(Some(ДОМ)),
        СВОИПОЛЯ: СВОИПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        НА: rt::var(),
        К: rt::var(),
    };
    // 168: if СПИСОК[i] ÷ 100 = ДОМ then
    if (rt.idiv(rt.load1(f.up.СПИСОК, rt.read(&f.i, 719)?, 718)?, 100, 717)? == rt.read(&f.ДОМ, 720)?) {
        // 170: НА := СПИСОК[i] - 100 × ДОМ;
        f.НА.set(Some(rt.sub(rt.load1(f.up.СПИСОК, rt.read(&f.i, 724)?, 723)?, rt.mul(100, rt.read(&f.ДОМ, 726)?, 725)?, 722)?));
        // 171: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
        if ((rt.read(&f.НА, 730)? == rt.add(rt.read(&f.ДОМ, 732)?, 2, 731)?) | (rt.read(&f.НА, 734)? == rt.sub(rt.read(&f.ДОМ, 736)?, 2, 735)?)) {
            // 173: К := СВОЯ ДОСКА[НА];
            f.К.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.НА, 739)?, 738)?));
            // 174: if К - К ÷ 10 × 10 = 6 then
            if (rt.sub(rt.read(&f.К, 743)?, rt.mul(rt.idiv(rt.read(&f.К, 746)?, 10, 745)?, 10, 744)?, 742)? == 6) {
                // 175: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 749)?, 748)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ДОМ, 754)?, 753)?.set(Some(rt.add(rt.read(&f.К, 752)?, 1, 751)?));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.К, 759)?, 10, 758)?, 757)?.set(Some(rt.read(&f.ДОМ, 756)?));
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВЫПОЛНЕНИЕ ХОДА`.
struct P3Frame<'a> {
    up: &'a MainFrame<'a>,
    /// This activation's identity, for its labels.
    id: u64,
    i: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>,
    ДАЛЕЕ: rt::Lbl,
    Х: rt::Var<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    j: rt::Var<i64>,
    КОД: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    ЛАДЬЯ: rt::Var<i64>,
    СРЕДНЕЕ: rt::Var<i64>,
}

/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>, ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>, ДАЛЕЕ: rt::Lbl) -> R<()> {
    let f = &P3Frame {
        up,
        id: rt.new_id(),
        i: std::cell::Cell::new(Some(i)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ЧУЖИЕПОЛЯ: ЧУЖИЕПОЛЯ,
        ДАЛЕЕ: ДАЛЕЕ,
        Х: rt::var(),
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        j: rt::var(),
        КОД: rt::var(),
        УГОЛ: rt::var(),
        ЛАДЬЯ: rt::var(),
        СРЕДНЕЕ: rt::var(),
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from its start (`label` is `None`) or from the label numbered `label` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &P3Frame<'_>, mut label: Option<u32>) -> R<()> {
    match label {
        None => {
            // 192: Х := СПИСОК[i];
            f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.i, 762)?, 761)?));
            // 193: if Х < 0 then
            if (rt.read(&f.Х, 765)? < 0) {
                // 195: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                {
                    let a0 = rt.read(&f.Х, 182)?;
                    let a1 = f.СВОЯДОСКА;
                    let a2 = f.ЧУЖАЯДОСКА;
                    let a3 = f.СВОИПОЛЯ;
                    rt.call(766, || p1_ВОЗВРАТХОДА(rt, f.up, a0, a1, a2, a3))?
                };
                // 196: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                {
                    let a0 = if (rt.load1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 771)?, 770)? == -1) { rt.sub(rt.read(&f.i, 773)?, 2, 772)? } else { rt.sub(rt.read(&f.i, 775)?, 1, 774)? };
                    let a1 = if (rt.load1(f.СВОИПОЛЯ, 0, 778)? > 0) { 5 } else { 61 };
                    let a2 = f.СВОИПОЛЯ;
                    let a3 = f.СВОЯДОСКА;
                    rt.call(767, || p2_ВОЗВРАТКОРОЛЯ(rt, f.up, a0, a1, a2, a3))?
                };
                // 198: go to ДАЛЕЕ
                return Err(rt.goto_label(f.ДАЛЕЕ, 779));
            }
            // 200: if Х < 100 then go to ДАЛЕЕ;
            if (rt.read(&f.Х, 783)? < 100) {
                return Err(rt.goto_label(f.ДАЛЕЕ, 784));
            }
            // 201: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
            f.ИЗ.set(Some(rt.idiv(rt.read(&f.Х, 788)?, 100, 787)?));
            f.НА.set(Some(rt.sub(rt.read(&f.Х, 791)?, rt.mul(100, rt.read(&f.ИЗ, 793)?, 792)?, 790)?));
            // 202: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
            f.М.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 796)?, 795)?));
            f.j.set(Some(rt.idiv(rt.read(&f.М, 799)?, 10, 798)?));
            f.КОД.set(Some(rt.sub(rt.read(&f.М, 802)?, rt.mul(10, rt.read(&f.j, 804)?, 803)?, 801)?));
            // 203: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
            if (rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 809)?, 1, 808)?, 807)? > 0) {
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 812)?, 811)?.set(Some(-1));
                f.КОД.set(Some(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 816)?, 1, 815)?, 814)?));
            } else {
                // 204: else q[УРОВЕНЬ] := 0;
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 819)?, 818)?.set(Some(0));
            }
            // 205: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
            if (rt.read(&f.КОД, 822)? == 7) {
                f.КОД.set(Some(6));
            } else {
                if (rt.read(&f.КОД, 826)? == 8) {
                    f.КОД.set(Some(4));
                }
            }
            // 206: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 830)?, 829)?.set(Some(0));
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 837)?, 836)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 834)?, 833)?, rt.read(&f.КОД, 835)?, 832)?));
            // 207: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
            rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 840)?, 839)?.set(Some(0));
            rt.elem_at1(f.СВОИПОЛЯ, rt.read(&f.j, 844)?, 843)?.set(Some(rt.read(&f.НА, 842)?));
            // 208: УРОВЕНЬ := УРОВЕНЬ + 1;
            f.up.УРОВЕНЬ.set(Some(rt.add(rt.read(&f.up.УРОВЕНЬ, 847)?, 1, 846)?));
            // 209: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
            if ((rt.sub(rt.read(&f.М, 852)?, rt.mul(10, rt.read(&f.j, 854)?, 853)?, 851)? == 7) & ((rt.read(&f.НА, 857)? == rt.add(rt.read(&f.ИЗ, 859)?, 2, 858)?) | (rt.read(&f.НА, 861)? == rt.sub(rt.read(&f.ИЗ, 863)?, 2, 862)?))) {
                // 213: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                f.УГОЛ.set(Some(if (rt.read(&f.НА, 867)? > rt.read(&f.ИЗ, 868)?) { rt.add(rt.read(&f.ИЗ, 870)?, 3, 869)? } else { rt.sub(rt.read(&f.ИЗ, 872)?, 4, 871)? }));
                f.СРЕДНЕЕ.set(Some(rt.idiv(rt.add(rt.read(&f.ИЗ, 876)?, rt.read(&f.НА, 877)?, 875)?, 2, 874)?));
                // 214: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                f.ЛАДЬЯ.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 881)?, 880)?, 4, 879)?));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 884)?, 883)?.set(Some(0));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.ЛАДЬЯ, 889)?, 10, 888)?, 887)?.set(Some(rt.read(&f.СРЕДНЕЕ, 886)?));
                // 215: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 892)?, 891)?.set(Some(6));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 895)?, 894)?.set(Some(6));
                // 216: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 899)?, 1, 898)?, 897)?));
                // 217: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                {
                    let a0 = f.ЧУЖИЕПОЛЯ;
                    let a1 = f.ЧУЖАЯДОСКА;
                    let a2 = f.СВОЯДОСКА;
                    let a3 = &f.up.n;
                    let a4 = rt::Lbl { frame: f.id, label: 0 };
                    rt.call(900, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
                };
                // 218: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 903)?, 902)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 907)?, 906)?.set(Some(rt.read(&f.ЛАДЬЯ, 905)?));
                // 219: go to ОТВЕТНЫЕ ХОДЫ;
            }
            // 224: ОТВЕТНЫЕ ХОДЫ:
            f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 911)?, 1, 910)?, 909)?));
            // 226: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
            {
                let a0 = f.ЧУЖИЕПОЛЯ;
                let a1 = f.ЧУЖАЯДОСКА;
                let a2 = f.СВОЯДОСКА;
                let a3 = &f.up.n;
                let a4 = f.ДАЛЕЕ;
                rt.call(912, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
            };
            // 227: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
            rt.elem_at1(f.up.РУБЕЖХОДОВ, rt.read(&f.up.УРОВЕНЬ, 916)?, 915)?.set(Some(rt.read(&f.up.n, 914)?));
        }
        Some(0) => {
            label = None;
            // 220: ПОД УДАРОМ:
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 919)?, 918)?.set(Some(0));
            // 221: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 923)?, 922)?.set(Some(rt.read(&f.ЛАДЬЯ, 921)?));
            // 222: go to ДАЛЕЕ
            return Err(rt.goto_label(f.ДАЛЕЕ, 924));
        }
        _ => {
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВВОД ФИГУР`.
struct P4Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    ДОСКА: &'a rt::Arr<i64>,
    j: rt::Var<i64>,
    k: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
}

/// The procedure `ВВОД ФИГУР`.
fn p4_ВВОДФИГУР<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, ДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P4Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        ДОСКА: ДОСКА,
        j: rt::var(),
        k: rt::var(),
        КОД: rt::var(),
        ПОЛЕ: rt::var(),
    };
    'at_240: {
        // 238: input(k);
        { rt.input_to(&f.k, rt::Ty::Integer, rt::v_int, 926)?; };
        // 239: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
        f.j.set(Some(1));
        if !(rt.read(&f.j, 928)? > 16) {
            loop {
                // 239: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 931)?, 930)?.set(Some(0));
                f.j.set(Some(rt.add(rt.read(&f.j, 928)?, 1, 927)?));
                if rt.read(&f.j, 928)? > 16 {
                    break 'at_240;
                }
                rt.step(Some(927))?;
            }
        }
    }
    'at_end: {
        // 240: for j := 1 step 1 until k do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 933)? > rt.read(&f.k, 934)?) {
            loop {
                // 242: input(КОД, ПОЛЕ);
                { rt.input_to(&f.КОД, rt::Ty::Integer, rt::v_int, 935)?; rt.input_to(&f.ПОЛЕ, rt::Ty::Integer, rt::v_int, 935)?; };
                // 243: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                f.ПОЛЕ.set(Some(rt.add(rt.mul(8, rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 941)?, rt.mul(rt.idiv(rt.read(&f.ПОЛЕ, 944)?, 10, 943)?, 10, 942)?, 940)?, 1, 939)?, 938)?, rt.idiv(rt.read(&f.ПОЛЕ, 946)?, 10, 945)?, 937)?));
                // 244: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 950)?, 949)?.set(Some(rt.read(&f.ПОЛЕ, 948)?));
                rt.elem_at1(f.ДОСКА, rt.read(&f.ПОЛЕ, 957)?, 956)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 954)?, 953)?, rt.read(&f.КОД, 955)?, 952)?));
                // 240: for j := 1 step 1 until k do
                f.j.set(Some(rt.add(rt.read(&f.j, 933)?, 1, 932)?));
                if rt.read(&f.j, 933)? > rt.read(&f.k, 934)? {
                    break 'at_end;
                }
                rt.step(Some(932))?;
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЗИЦИИ`.
struct P5Frame<'a> {
    up: &'a MainFrame<'a>,
    Г: rt::Var<i64>,
    В: rt::Var<i64>,
    К: rt::Var<i64>,
    Х: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p5_ПЕЧАТЬПОЗИЦИИ<'a>(rt: &Rt, up: &'a MainFrame<'a>) -> R<()> {
    let f = &P5Frame {
        up,
        Г: rt::var(),
        В: rt::var(),
        К: rt::var(),
        Х: rt::var(),
    };
    // 262: if УРОВЕНЬ = 2 then
    if (rt.read(&f.up.УРОВЕНЬ, 960)? == 2) {
        // 264: Х := СПИСОК[Б1];
        f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.up.Б1, 963)?, 962)?));
        // 265: output('/');  outstring(1, 'КЛЮЧ ');
        { rt.output("/", &[], 964)?; };
        { let _ = 1; rt.outstring(V::Str("КЛЮЧ "), 965)?; };
        // 266: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
        {
            let a0 = rt.idiv(rt.read(&f.Х, 969)?, 100, 968)?;
            rt.call(966, || p9_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        {
            let a0 = rt.sub(rt.read(&f.Х, 972)?, rt.mul(rt.idiv(rt.read(&f.Х, 975)?, 100, 974)?, 100, 973)?, 971)?;
            rt.call(970, || p9_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        // 267: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
        if (rt.load1(f.up.q, 1, 978)? == -1) {
            { let _ = 1; rt.outchar("nbrq", V::Int(rt.sub(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.up.Б1, 983)?, 1, 982)?, 981)?, 1, 980)?), 979)?; };
        }
    }
    'at_283: {
        // 269: for Г := 7 step -1 until 0 do
        f.Г.set(Some(7));
        if !(rt.read(&f.Г, 985)? < 0) {
            loop {
                'at_269_2: {
                    // 271: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                    { rt.output("/", &[], 986)?; };
                    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.read(&f.Г, 989)?, 1, 988)?), 987)?; };
                    { let _ = 1; rt.outstring(V::Str(" "), 990)?; };
                    // 272: for В := 1 step 1 until 8 do
                    f.В.set(Some(1));
                    if !(rt.read(&f.В, 992)? > 8) {
                        loop {
                            // 274: К := ДОСКА БЕЛЫХ[8 × Г + В];
                            f.К.set(Some(rt.load1(f.up.ДОСКАБЕЛЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 997)?, 996)?, rt.read(&f.В, 998)?, 995)?, 994)?));
                            // 275: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                            if (rt.read(&f.К, 1001)? != 0) {
                                { let _ = 1; rt.outchar("PNBRQKKR", V::Int(rt.sub(rt.read(&f.К, 1004)?, rt.mul(rt.idiv(rt.read(&f.К, 1007)?, 10, 1006)?, 10, 1005)?, 1003)?), 1002)?; };
                            } else {
                                // 278: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                                f.К.set(Some(rt.load1(f.up.ДОСКАЧЕРНЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 1012)?, 1011)?, rt.read(&f.В, 1013)?, 1010)?, 1009)?));
                                // 279: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                                if (rt.read(&f.К, 1016)? != 0) {
                                    { let _ = 1; rt.outchar("pnbrqkkr", V::Int(rt.sub(rt.read(&f.К, 1019)?, rt.mul(rt.idiv(rt.read(&f.К, 1022)?, 10, 1021)?, 10, 1020)?, 1018)?), 1017)?; };
                                } else {
                                    { let _ = 1; rt.outstring(V::Str("."), 1023)?; };
                                }
                            }
                            // 272: for В := 1 step 1 until 8 do
                            f.В.set(Some(rt.add(rt.read(&f.В, 992)?, 1, 991)?));
                            if rt.read(&f.В, 992)? > 8 {
                                break 'at_269_2;
                            }
                            rt.step(Some(991))?;
                        }
                    }
                }
                // 269: for Г := 7 step -1 until 0 do
                f.Г.set(Some(rt.add(rt.read(&f.Г, 985)?, -1, 984)?));
                if rt.read(&f.Г, 985)? < 0 {
                    break 'at_283;
                }
                rt.step(Some(984))?;
            }
        }
    }
    // 283: output('/');  outstring(1, '  abcdefgh');  output('/')
    { rt.output("/", &[], 1024)?; };
    { let _ = 1; rt.outstring(V::Str("  abcdefgh"), 1025)?; };
    { rt.output("/", &[], 1026)?; };
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЛЯ`.
struct P9Frame<'a> {
    up: &'a P5Frame<'a>,
    П: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p9_ПЕЧАТЬПОЛЯ<'a>(rt: &Rt, up: &'a P5Frame<'a>, П: i64) -> R<()> {
    let f = &P9Frame {
        up,
        П: std::cell::Cell::new(Some(П)),
    };
    // 258: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    { let _ = 1; rt.outchar("abcdefgh", V::Int(rt.sub(rt.read(&f.П, 1029)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.П, 1033)?, 1, 1032)?, 8, 1031)?, 8, 1030)?, 1028)?), 1027)?; };
    // 259: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.idiv(rt.sub(rt.read(&f.П, 1038)?, 1, 1037)?, 8, 1036)?, 1, 1035)?), 1034)?; };
    return Ok(());
}

